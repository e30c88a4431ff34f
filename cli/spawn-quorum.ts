import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pino } from 'pino';
import { Kernel, REPO_ROOT } from '../kernel/kernel.ts';

/** Test helpers: run the real `quorum` bin in a fresh Node process, as a user would. */
export const QUORUM_BIN = join(REPO_ROOT, 'bin', 'quorum.mjs');

export function quorum(home: string, ...args: string[]) {
  return spawnSync(process.execPath, [QUORUM_BIN, '-C', home, ...args], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, timeout: 120_000 });
}

export function initFlags(...db: string[]): string[] {
  return ['init', '--yes', ...(db.length ? db : ['--db', 'sqlite']), '--site-name', 'CLI Site', '--site-url', 'http://cli.test', '--contact-email', 'c@cli.test',
    '--admin-name', 'boss', '--admin-email', 'boss@cli.test', '--admin-password', 'boss-pass-1'];
}

/** Boots the site a test installed, runs `fn` against it and closes it again. */
export async function withSite<T>(home: string, fn: (kernel: Kernel) => Promise<T>): Promise<T> {
  const kernel = new Kernel({ home, logger: pino({ level: 'silent' }), webDist: false });
  try {
    await kernel.boot();
    return await fn(kernel);
  } finally {
    await kernel.close();
  }
}
