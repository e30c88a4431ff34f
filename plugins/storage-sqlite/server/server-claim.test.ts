import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUORUM_BIN, initFlags, quorum } from '../../../cli/spawn-quorum.ts';
import { freePort, spawnNode, stopper, waitUntilServing } from '../../../tests/perf/server-process.ts';
import { secondServerRefused } from './server-claim.ts';

/** `quorum run` on the test's site, on a port of its own; `stderr` collects what it printed. */
async function serve(home: string): Promise<{ url: string; child: ChildProcess; stderr: () => string }> {
  const port = await freePort();
  const child = spawnNode([QUORUM_BIN, 'run', '--no-build', '--port', String(port)], { QUORUM_HOME: home, LOG_LEVEL: 'silent' });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, stderr: () => stderr };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
  else child.once('exit', (code) => resolve(code));
});

/**
 * Issue 24 item 5: a SQLite site is served by one process. A second `quorum run` on it refuses
 * to start with one line naming the engines that serve several; the site's CLI commands still
 * work beside the server; a server killed outright leaves no claim behind.
 */
describe('one server process for a SQLite site', () => {
  let home: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-sqlite-claim-'));
    expect(quorum(home, ...initFlags()).status).toBe(0);
  }, 120_000);
  afterAll(async () => {
    for (const child of children) await stopper(child)(10_000);
    await rm(home, { recursive: true, force: true });
  });

  it('refuses a second server with one line, while the first keeps serving and CLI commands still run', async () => {
    const first = await serve(home);
    children.push(first.child);
    await waitUntilServing(`${first.url}/healthz`, first.child, 120_000);

    const second = await serve(home);
    children.push(second.child);
    // serving would be the failure: it is raced, not waited out
    const serving = waitUntilServing(`${second.url}/healthz`, second.child, 120_000).then(() => 'serving', () => 'gone');
    expect(await Promise.race([exited(second.child), serving])).toBe(1);
    expect(second.stderr()).toBe(`quorum: ${secondServerRefused(join(home, 'quorum.db'))}\n`);
    expect(second.stderr()).toMatch(/PostgreSQL or MySQL/);

    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const check = quorum(home, 'check');
    expect(check.status).toBe(0);
  }, 180_000);

  it('lets a new server start once the first was killed outright (kill -9)', async () => {
    const first = children[0]!;
    first.kill('SIGKILL');
    await exited(first);
    const next = await serve(home);
    children.push(next.child);
    await waitUntilServing(`${next.url}/healthz`, next.child, 120_000);
    expect(next.stderr()).toBe('');
  }, 180_000);
});
