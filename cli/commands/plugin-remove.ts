import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { sitePluginsDir } from '../../kernel/config/quorum-home.ts';
import { loadMigrationFolder, rollBackOwner } from '../../kernel/db/migrator.ts';
import { pluginCodeDir } from '../../kernel/paths.ts';
import { readGrants, writeGrants } from '../../kernel/plugins/plugin-capabilities.ts';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';

/** Whether to drop the plugin's tables: the flag given, else the answer at a terminal, else keep them. */
async function dropTables(id: string, options: Record<string, unknown>): Promise<boolean> {
  if (options.dropTables) return true;
  if (options.keepTables || !process.stdin.isTTY) return false;
  const ask = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await ask.question(`Drop ${id}'s tables and their rows too (its migrations' down steps)? [y/N] `)).trim());
  } finally {
    ask.close();
  }
}

/**
 * Disables a plugin added with `plugin add` and deletes its folder. Its tables and rows stay (so
 * adding it again finds its data) unless asked to drop them: `--drop-tables`, or yes at the
 * question a terminal is asked; its migrations' down steps then run, newest first, before the
 * folder goes. Plugins shipped in the repository are only ever disabled.
 */
export default async function pluginRemove({ home, args, options }: { home?: string; args: unknown[]; options: Record<string, unknown> }): Promise<void> {
  const id = String(args[0]);
  if (options.dropTables && options.keepTables) throw new CliError('--drop-tables and --keep-tables exclude each other');
  await withKernel(home, async (kernel) => {
    const plugin = kernel.host.require(id);
    if (plugin.manifest.core) throw new CliError(`${id} is a core plugin and cannot be removed`);
    if (dirname(plugin.dir) !== sitePluginsDir(kernel.home)) {
      throw new CliError(`${id} ships with Quorum (${plugin.dir}), not added with \`quorum plugin add\`; it cannot be removed, only disabled: quorum plugin disable ${id}`);
    }
    // Disabled dependents count too: they would fail at the next boot.
    const dependents = kernel.host.list().filter((p) => p.manifest.requires.includes(id)).map((p) => p.manifest.id);
    if (dependents.length) throw new CliError(`${id} is required by ${dependents.join(', ')}; remove those first`);
    const drop = await dropTables(id, options);
    if (plugin.status === 'enabled') await kernel.host.setEnabled(kernel.db, id, false, kernel.clock.now(), kernel.config?.database.engine);
    let undone: string[] = [];
    if (drop) {
      try {
        undone = await rollBackOwner(kernel.db, { owner: id, migrations: await loadMigrationFolder(join(pluginCodeDir(plugin.dir), 'migrations')) });
      } catch (err) {
        throw new CliError(`${(err as Error).message}; ${id} is disabled and its folder kept`);
      }
    }
    await rm(plugin.dir, { recursive: true, force: true });
    // What the operator granted it goes with it: adding it again asks again.
    const { [id]: dropped, ...grants } = readGrants(dirname(plugin.dir));
    if (dropped) await writeGrants(dirname(plugin.dir), grants);
    process.stdout.write(drop
      ? `Removed ${id} (${plugin.dir}) and dropped its tables (${undone.length} migration(s) undone).\n`
      : `Removed ${id} (${plugin.dir}); its tables and data stay in the database.\n`);
  });
}
