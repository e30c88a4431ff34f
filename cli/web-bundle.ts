import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../kernel/kernel.ts';

const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'plugins', 'schemas'];

async function newestMtime(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    // Under plugins/, only the web halves feed the bundle, and the schema modules they import.
    if (path.endsWith('plugins') && entry.isDirectory()) {
      const parts = ['web', 'locales', 'schemas'].map((part) => newestMtime(join(path, entry.name, part)));
      newest = Math.max(newest, ...(await Promise.all(parts)));
      continue;
    }
    newest = Math.max(newest, await newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when web/dist is missing or older than any web source. */
export async function webBundleStale(): Promise<boolean> {
  const index = join(REPO_ROOT, 'web', 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = (await stat(index)).mtimeMs;
  for (const source of SOURCES) if ((await newestMtime(join(REPO_ROOT, source))) > built) return true;
  return false;
}

/** Builds the web bundle with Vite when it is missing or stale. */
export async function ensureWebBundle(log: (line: string) => void): Promise<void> {
  const config = join(REPO_ROOT, 'web', 'vite.config.ts');
  if (!existsSync(config) || !(await webBundleStale())) return;
  log('Building the web bundle…');
  const { build } = await import('vite');
  // Vite builds React's development flavour when NODE_ENV says so (vitest sets 'test');
  // the site, and the journeys that test it, always get the production bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: config, mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  log('Web bundle built.');
}
