import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { discoverPlugins } from '../../kernel/plugins/plugin-discovery.ts';
import { resolveHome, sitePluginsDir } from '../../kernel/config/quorum-home.ts';
import { PRIVILEGED, declaredCapabilities, readGrants, writeGrants, undeclaredFolderParts, type Capability } from '../../kernel/plugins/plugin-capabilities.ts';
import { WEB_BUILD_DIR, WEB_BUILD_ENTRY, type LoadedPlugin } from '../../kernel/plugins/plugin-host.ts';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';
import { withUnpackedPlugin } from '../plugin-archive.ts';
import { repointKernelImports } from '../kernel-import.ts';
import { buildSitePlugin } from '../server-build.ts';
import { buildPluginWeb } from '../web-plugin-build.ts';
import { compareVersions } from '../plugin-version.ts';

/**
 * Copies a plugin folder into QUORUM_HOME/plugins, then boots the site with migrations on, so
 * its tables are created and it registers as the server will. A plugin that cannot start is
 * taken out again, with the reason.
 */
export default async function pluginAdd({ home, args, options }: { home?: string; args: unknown[]; options: Record<string, unknown> }): Promise<void> {
  const given = resolve(String(args[0]));
  const how: AddOptions = { force: !!options.force, grant: grantedOnTheCommandLine(options.grant) };
  // An archive (`npm pack`'s .tgz) is checked entry by entry and unpacked aside first.
  if (/\.(tgz|tar\.gz)$/.test(given)) return withUnpackedPlugin(given, (folder) => addFolder(home, folder, true, how));
  return addFolder(home, given, false, how);
}

interface AddOptions {
  /** Replace an installed plugin of the same or a newer version. */
  force: boolean;
  /** Privileged capabilities the operator grants (`--grant sign-in,accounts`). */
  grant: Capability[];
}

function grantedOnTheCommandLine(option: unknown): Capability[] {
  const named = (Array.isArray(option) ? option : option ? [option] : []).flatMap((o) => String(o).split(',')).map((c) => c.trim()).filter(Boolean);
  const unknown = named.filter((c) => !(PRIVILEGED as string[]).includes(c));
  if (unknown.length) throw new CliError(`--grant takes ${PRIVILEGED.join(', ')}; not ${unknown.join(', ')}`);
  return named as Capability[];
}

/** `archived`: the folder is an unpacked archive's, whose top folder may have any name (npm's `package/`). */
async function addFolder(home: string | undefined, given: string, archived: boolean, how: AddOptions): Promise<void> {
  let source = given;
  if (!existsSync(join(source, 'plugin.json'))) throw new CliError(`${source} is not a plugin folder: it has no plugin.json`);
  if (archived) source = await namedAfterItsId(source);
  const target = await withKernel(home, async (kernel) => {
    // The same manifest checks as at boot: schema, id equal to the folder name, kernel ^1.
    const [plugin] = await discoverPlugins([dirname(source)], kernel.validator, [basename(source)]);
    const { manifest } = plugin!;
    const id = manifest.id;
    const root = sitePluginsDir(kernel.home);
    const installed = kernel.host.get(id);
    const replacing = installed && replaceable(installed, manifest.version, root, how.force);
    const undeclared = undeclaredFolderParts(manifest, source);
    if (undeclared) throw new CliError(undeclared);
    const grants = readGrants(root);
    // An upgrade keeps what was granted before; only what the new version newly asks for needs --grant.
    const granted = [...new Set([...(grants[id] ?? []), ...how.grant])].filter((c) => declaredCapabilities(manifest).includes(c));
    const missing = declaredCapabilities(manifest).filter((c) => PRIVILEGED.includes(c) && !granted.includes(c));
    if (missing.length) throw new CliError(`plugin ${id} asks for ${missing.join(', ')} (${missing.length > 1 ? 'privileged capabilities' : 'a privileged capability'}); add it with --grant ${missing.join(',')} if you trust it with that`);
    await mkdir(root, { recursive: true });
    // Outside the repository no package.json says the plugins' .ts files are ES modules; without
    // one they would load as CommonJS and could not import the kernel.
    await writeFile(join(root, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
    const dir = join(root, id);
    // A folder no plugin was discovered in is not ours to merge into.
    if (!replacing && existsSync(dir)) throw new CliError(`${dir} already exists; move it away first`);
    // The version being replaced waits aside until the new one has started, to be put back if it cannot.
    const previous = replacing ? join(kernel.home, PREVIOUS_DIR, id) : undefined;
    if (previous) {
      await rm(previous, { recursive: true, force: true });
      await mkdir(dirname(previous), { recursive: true });
      await rename(dir, previous);
    }
    try {
      await cp(source, dir, { recursive: true, filter: (path) => basename(path) !== 'node_modules' });
      await repointKernelImports(dir);
      // `quorum run` serves compiled JavaScript: the plugin's server half is compiled now, and
      // again by `quorum build` (or the next `quorum run`) whenever its sources change.
      await buildSitePlugin(dir);
      // Its web half too, into browser modules the shell loads at run time (web/dist stays as built).
      await buildPluginWeb(dir);
      if (previous) await keepEarlierWebModules(previous, dir);
    } catch (err) {
      // A half-copied folder would be discovered at every boot.
      await rm(dir, { recursive: true, force: true });
      if (previous) await rename(previous, dir);
      throw err;
    }
    // The grants as they were, to write back if the plugin cannot start; none written when nothing changes.
    const grantsBefore = granted.length || grants[id] ? grants : undefined;
    if (grantsBefore) await writeGrants(root, { ...grants, [id]: granted });
    return { id, dir, previous, from: replacing ? installed.manifest.version : undefined, grantsBefore };
  });
  try {
    await withKernel(home, async (kernel) => {
      const plugin = kernel.host.get(target.id)!;
      if (plugin.status === 'quarantined') throw new CliError(`plugin ${target.id} cannot start: ${plugin.error ?? 'unknown reason'}`);
      const applied = kernel.appliedMigrations.filter((m) => m.startsWith(`${target.id}/`));
      const version = plugin.manifest.version;
      const done = `in ${target.dir} (${plugin.status}); applied ${applied.length} migration(s).`;
      if (target.from === undefined) return void process.stdout.write(`Added ${target.id} ${version} ${done}\n`);
      const order = compareVersions(version, target.from);
      const verb = order > 0 ? `Upgraded ${target.id} from ${target.from} to ${version}` : order < 0 ? `Replaced ${target.id} ${target.from} with the older ${version}` : `Reinstalled ${target.id} ${version}`;
      // A running process keeps the server code it imported (Node cannot unload a module): it
      // serves the version it loaded, web module included, until it restarts.
      process.stdout.write(`${verb} ${done}\nRestart the site's processes (quorum run) to serve ${version}; until then they serve the version they loaded.\n`);
      // the first boot refused a site with pending migrations, so only this plugin's run here
    }, { migrate: true });
  } catch (err) {
    await rm(target.dir, { recursive: true, force: true });
    if (target.previous) await rename(target.previous, target.dir);
    if (target.grantsBefore) await writeGrants(sitePluginsDir(resolveHome(home)), target.grantsBefore);
    throw err;
  }
  if (target.previous) await rm(target.previous, { recursive: true, force: true });
}

/** Where a replaced version waits, inside QUORUM_HOME but outside the plugins folder discovery reads. */
const PREVIOUS_DIR = '.plugin-previous';

/**
 * Whether `plugin add` may replace the installed plugin with `version`: only a plugin added to the
 * site (the repository's own are updated with Quorum), only a newer version unless forced.
 */
function replaceable(installed: LoadedPlugin, version: string, root: string, force: boolean): true {
  const { id, version: current } = installed.manifest;
  if (dirname(installed.dir) !== root) throw new CliError(`plugin ${id} is already installed (${installed.dir})`);
  const order = compareVersions(version, current);
  if (order === 0 && !force) throw new CliError(`plugin ${id} ${version} is already installed (${installed.dir}); pass --force to install it again`);
  if (order < 0 && !force) throw new CliError(`plugin ${id} ${version} is older than the installed ${current} (${installed.dir}); pass --force to install it anyway`);
  return true;
}

/**
 * Copies the replaced version's browser modules beside the new ones (their names are content
 * hashes, so none collide): pages a running process serves name the module it loaded until it
 * restarts, and browsers holding such a page can still load it.
 */
async function keepEarlierWebModules(previous: string, dir: string): Promise<void> {
  const from = join(previous, WEB_BUILD_DIR);
  if (!existsSync(from)) return;
  await mkdir(join(dir, WEB_BUILD_DIR), { recursive: true });
  for (const name of await readdir(from)) {
    const to = join(dir, WEB_BUILD_DIR, name);
    if (name !== WEB_BUILD_ENTRY && !existsSync(to)) await cp(join(from, name), to, { recursive: true });
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
