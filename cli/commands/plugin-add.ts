import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { discoverPlugins } from '../../kernel/plugins/plugin-discovery.ts';
import { sitePluginsDir } from '../../kernel/config/quorum-home.ts';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';
import { withUnpackedPlugin } from '../plugin-archive.ts';
import { repointKernelImports } from '../kernel-import.ts';
import { buildSitePlugin } from '../server-build.ts';
import { buildPluginWeb } from '../web-plugin-build.ts';

/**
 * Copies a plugin folder into QUORUM_HOME/plugins, then boots the site with migrations on, so
 * its tables are created and it registers as the server will. A plugin that cannot start is
 * taken out again, with the reason.
 */
export default async function pluginAdd({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  const given = resolve(String(args[0]));
  // An archive (`npm pack`'s .tgz) is checked entry by entry and unpacked aside first.
  if (/\.(tgz|tar\.gz)$/.test(given)) return withUnpackedPlugin(given, (folder) => addFolder(home, folder, true));
  return addFolder(home, given, false);
}

/** `archived`: the folder is an unpacked archive's, whose top folder may have any name (npm's `package/`). */
async function addFolder(home: string | undefined, given: string, archived: boolean): Promise<void> {
  let source = given;
  if (!existsSync(join(source, 'plugin.json'))) throw new CliError(`${source} is not a plugin folder: it has no plugin.json`);
  if (archived) source = await namedAfterItsId(source);
  const target = await withKernel(home, async (kernel) => {
    // The same manifest checks as at boot: schema, id equal to the folder name, kernel ^1.
    const [plugin] = await discoverPlugins([dirname(source)], kernel.validator, [basename(source)]);
    const id = plugin!.manifest.id;
    const installed = kernel.host.get(id);
    if (installed) throw new CliError(`plugin ${id} is already installed (${installed.dir})`);
    const root = sitePluginsDir(kernel.home);
    await mkdir(root, { recursive: true });
    // Outside the repository no package.json says the plugins' .ts files are ES modules; without
    // one they would load as CommonJS and could not import the kernel.
    await writeFile(join(root, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
    const dir = join(root, id);
    // A folder no plugin was discovered in is not ours to merge into.
    if (existsSync(dir)) throw new CliError(`${dir} already exists; move it away first`);
    try {
      await cp(source, dir, { recursive: true, filter: (path) => basename(path) !== 'node_modules' });
      await repointKernelImports(dir);
      // `quorum run` serves compiled JavaScript: the plugin's server half is compiled now, and
      // again by `quorum build` (or the next `quorum run`) whenever its sources change.
      await buildSitePlugin(dir);
      // Its web half too, into browser modules the shell loads at run time (web/dist stays as built).
      await buildPluginWeb(dir);
    } catch (err) {
      // A half-copied folder would be discovered at every boot.
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    return { id, dir };
  });
  try {
    await withKernel(home, async (kernel) => {
      const plugin = kernel.host.get(target.id)!;
      if (plugin.status === 'quarantined') throw new CliError(`plugin ${target.id} cannot start: ${plugin.error ?? 'unknown reason'}`);
      const applied = kernel.appliedMigrations.filter((m) => m.startsWith(`${target.id}/`));
      process.stdout.write(`Added ${target.id} ${plugin.manifest.version} in ${target.dir} (${plugin.status}); applied ${applied.length} migration(s).\n`);
      // the first boot refused a site with pending migrations, so only this plugin's run here
    }, { migrate: true });
  } catch (err) {
    await rm(target.dir, { recursive: true, force: true });
    throw err;
  }
}

/** An unpacked archive's folder renamed after the id its manifest names (checked as at boot next). */
async function namedAfterItsId(folder: string): Promise<string> {
  let id: unknown;
  try {
    ({ id } = JSON.parse(await readFile(join(folder, 'plugin.json'), 'utf8')) as { id?: unknown });
  } catch {
    return folder; // the manifest check names what is wrong with it
  }
  if (typeof id !== 'string' || !/^[a-z][a-z0-9-]{1,63}$/.test(id) || basename(folder) === id) return folder;
  const named = join(dirname(folder), id);
  await rename(folder, named);
  return named;
}
