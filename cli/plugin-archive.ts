import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError } from './run-action.ts';

/** What an archive of a plugin may hold: plain files and folders, every path inside its own top folder. */
function checkEntries(archive: string): void {
  const listed = spawnSync('tar', ['-tvzf', archive], { encoding: 'utf8' });
  if (listed.status !== 0) throw new CliError(`${archive} is not a gzipped tar archive: ${listed.stderr.trim()}`);
  const names = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const types = listed.stdout.split('\n').filter(Boolean).map((line) => line[0]);
  names.forEach((name, i) => {
    const parts = name.split('/');
    if (name.startsWith('/') || parts.includes('..')) throw new CliError(`${archive} holds a path outside its folder (${name}); nothing was added`);
    if (types[i] !== '-' && types[i] !== 'd') throw new CliError(`${archive} holds a link or device (${name}); a plugin archive holds files and folders only; nothing was added`);
  });
}

/**
 * Unpacks a plugin archive (`.tgz`, as `npm pack` writes it: one top folder) into a temporary
 * folder after checking every entry, and hands `fn` the plugin folder in it; the temporary
 * folder goes afterwards, whatever happens.
 */
export async function withUnpackedPlugin<T>(archive: string, fn: (folder: string) => Promise<T>): Promise<T> {
  checkEntries(archive);
  const temp = await mkdtemp(join(tmpdir(), 'quorum-plugin-'));
  try {
    const unpacked = spawnSync('tar', ['-xzf', archive, '-C', temp, '--no-same-owner', '--no-same-permissions'], { encoding: 'utf8' });
    if (unpacked.status !== 0) throw new CliError(`${archive} could not be unpacked: ${unpacked.stderr.trim()}`);
    const top = readdirSync(temp, { withFileTypes: true });
    if (top.length !== 1 || !top[0]!.isDirectory()) throw new CliError(`${archive} must hold one folder (the plugin's); nothing was added`);
    return await fn(join(temp, top[0]!.name));
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
