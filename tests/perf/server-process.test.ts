import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../kernel/paths.ts';
import { freePort, spawnNode, statusKb, statusMb, stopper, waitUntilServing } from './server-process.ts';

/** Running, not a zombie waiting for its parent to read its exit. */
function alive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  return existsSync(stat) && readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
}

/** A child that starts a grandchild which runs until killed, and prints the grandchild's pid. */
const PARENT_OF_SLEEPER = "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000);";

const firstLine = (stream: NodeJS.ReadableStream) => new Promise<string>((resolve) => {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.includes('\n')) resolve(text.split('\n')[0]!);
  });
});

describe('the bench server processes', () => {
  it('reads VmRSS and VmHWM from a process status, the peak never below the current', () => {
    const status = readFileSync('/proc/self/status', 'utf8');
    expect(statusKb(status, 'VmHWM')).toBeGreaterThanOrEqual(statusKb(status, 'VmRSS'));
    expect(statusKb('Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  1024 kB\n', 'VmHWM')).toBe(204800);
    expect(statusMb(process.pid, 'VmHWM')).toBeGreaterThan(0);
    expect(() => statusKb('Name:\tnode\n', 'VmHWM')).toThrow('no VmHWM');
  });

  it('waits until the server answers 200, polling through refusals and other statuses', async () => {
    const port = await freePort();
    const child = spawnNode(['-e', `let n = 0; require('node:http').createServer((q, s) => s.writeHead(++n < 4 ? 503 : 200).end(String(n))).listen(${port}, '127.0.0.1')`]);
    try {
      await waitUntilServing(`http://127.0.0.1:${port}/`, child, 30_000);
      // Four requests came before: three 503s, then the 200 it waited for.
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('5');
    } finally {
      await stopper(child)();
    }
  });

  it('fails as soon as the server exits before serving', async () => {
    const child = spawnNode(['-e', 'process.exit(3)']);
    await expect(waitUntilServing(`http://127.0.0.1:${await freePort()}/`, child, 30_000)).rejects.toThrow('exited (3) before serving');
  });

  it('stops a server with what it started (a build `quorum run` runs)', async () => {
    const child = spawnNode(['-e', PARENT_OF_SLEEPER]);
    const grandchild = Number(await firstLine(child.stdout!));
    expect(alive(grandchild)).toBe(true);
    await stopper(child)();
    await vi.waitFor(() => expect(alive(grandchild)).toBe(false), { timeout: 10_000, interval: 50 });
  });

  it('leaves no server running when the bench fails', async () => {
    // A bench that starts a server (which starts one more process) and then throws.
    const bench = `import { spawnNode } from ${JSON.stringify(fileURLToPath(new URL('./server-process.ts', import.meta.url)))};
      const child = spawnNode(['-e', ${JSON.stringify(PARENT_OF_SLEEPER)}]);
      child.stdout.once('data', (pid) => { console.log(child.pid, String(pid).trim()); throw new Error('the bench failed'); });`;
    const run = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', bench], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    const pids = (await firstLine(run.stdout)).split(' ').map(Number);
    const code = await new Promise((resolve) => run.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(pids).toHaveLength(2);
    await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]), { timeout: 10_000, interval: 50 });
  });
});
