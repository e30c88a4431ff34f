import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { REPO_ROOT } from '../../kernel/paths.ts';

/**
 * The bench's servers as processes of their own, so the load generator in the bench's process
 * never shares their event loop. Each child leads its own process group (a build `quorum run`
 * starts goes with it); every child still running is killed when the bench exits, however it
 * exits, and on Ctrl-C.
 */
export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM (the server closes and writes its CPU profile), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
};

let guarding = false;
/** From the first child on: the bench's exit takes every child still running with it. */
function guardExit(): void {
  if (guarding) return;
  guarding = true;
  process.once('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));
  // A signal's default action skips 'exit'; exiting here runs it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/** Starts `node <args>` in the repository, its output on the bench's stderr (the tables stay on stdout). */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The bench's own loader hooks are not the server's.
  delete childEnv.NODE_OPTIONS;
  guardExit();
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stderr!.pipe(process.stderr);
  return child;
}

export function stopper(child: ChildProcess): (graceMs?: number) => Promise<void> {
  return async (graceMs = 60_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
}

/** Polls `url` until it answers 200; fails as soon as the child exits, or after `timeoutMs`. */
export async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode ?? child.signalCode}) before serving`);
    const status = await fetch(url).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0, // not listening yet
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${status || 'no answer'})`);
    await delay(50);
  }
}

/** A port nobody listens on now, for a child told its port up front. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A `VmRSS:   123 kB`-style field of a /proc/<pid>/status text, in kB. */
export function statusKb(status: string, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm'));
  if (!match) throw new Error(`no ${field} in the process status`);
  return Number(match[1]);
}

/** The CPU time (user + system, seconds) a process has used so far: /proc/<pid>/stat's utime and stime, in 1/100 s ticks. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident memory in MB: VmRSS now, VmHWM the peak so far. */
export const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => Math.round(statusKb(readFileSync(`/proc/${pid}/status`, 'utf8'), field) / 1024);

/** Node's own flags as `npm start` gives them (`node <flags> bin/quorum.mjs run`). */
export function npmStartNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.replace(/^node\s+/, '').replace(/\s*bin\/quorum\.mjs.*$/, '').split(/\s+/).filter(Boolean);
}
