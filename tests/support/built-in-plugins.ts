import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../kernel/kernel.ts';
import { QuorumError } from '../../kernel/http/errors.ts';
import type { TestServer } from './test-server.ts';

/** Loaded by every test server anyway (see test-server.ts). */
const BASE = new Set(['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'web-pages', 'accounts']);

/** Every plugin shipped in plugins/ (a folder with a manifest), for suites that cover the whole site. */
export function builtInPlugins(): string[] {
  const root = join(REPO_ROOT, 'plugins');
  return readdirSync(root).filter((id) => !BASE.has(id) && existsSync(join(root, id, 'plugin.json'))).sort();
}

/**
 * Enables the plugins that boot left disabled, where the host allows it (a rival provider of a
 * one-provider point stays off), so the route table holds as much of the site as can run at once.
 */
export async function enableAll(server: TestServer): Promise<void> {
  const { kernel } = server;
  for (const plugin of kernel.host.list()) {
    if (plugin.status !== 'disabled') continue;
    try {
      await kernel.host.setEnabled(kernel.db, plugin.manifest.id, true, kernel.clock.now(), server.engine);
    } catch (err) {
      if (!(err instanceof QuorumError)) throw err;
    }
  }
}
