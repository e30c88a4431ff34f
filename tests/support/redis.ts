import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The Redis the suites use (the machine's, database 9 by default; QUORUM_TEST_REDIS overrides).
 * Each test keeps its keys under a prefix of its own and deletes them afterwards.
 */
export const REDIS_TEST_URL = process.env.QUORUM_TEST_REDIS ?? 'redis://127.0.0.1:6379/9';

/** Resolves once `condition` holds, checking every 20 ms; rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A Redis server of the test's own (redis-server from the machine's packages) on a free port,
 * which the test can stop and start again on the same port: Redis going away while a site
 * serves, and coming back.
 */
export async function startRedisServer(): Promise<{ url: string; stop(): Promise<void>; start(): Promise<void> }> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
      started.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, stop, start };
}
