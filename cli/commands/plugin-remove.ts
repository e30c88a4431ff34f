import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sitePluginsDir } from '../../kernel/config/quorum-home.ts';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';

/**
 * Disables a plugin added with `plugin add` and deletes its folder. Its tables and rows stay,
 * so adding it again finds its data. Plugins shipped in the repository are only ever disabled.
 */
export default async function pluginRemove({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  const id = String(args[0]);
  await withKernel(home, async (kernel) => {
    const plugin = kernel.host.require(id);
    if (plugin.manifest.core) throw new CliError(`${id} is a core plugin and cannot be removed`);
    if (dirname(plugin.dir) !== sitePluginsDir(kernel.home)) {
      throw new CliError(`${id} ships with Quorum (${plugin.dir}), not added with \`quorum plugin add\`; it cannot be removed, only disabled: quorum plugin disable ${id}`);
    }
    // Disabled dependents count too: they would fail at the next boot.
    const dependents = kernel.host.list().filter((p) => p.manifest.requires.includes(id)).map((p) => p.manifest.id);
    if (dependents.length) throw new CliError(`${id} is required by ${dependents.join(', ')}; remove those first`);
    if (plugin.status === 'enabled') await kernel.host.setEnabled(kernel.db, id, false, kernel.clock.now(), kernel.config?.database.engine);
    await rm(plugin.dir, { recursive: true, force: true });
    process.stdout.write(`Removed ${id} (${plugin.dir}); its tables and data stay in the database.\n`);
  });
}
