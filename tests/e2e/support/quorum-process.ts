import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { QUORUM_BIN, type quorum } from '../../../cli/spawn-quorum.ts';

/** A `quorum run` process serving a site, and its address. */
export interface RunningSite {
  child: ChildProcessWithoutNullStreams;
  url: string;
}

/** One hash of every file of a folder, names and bytes. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** `quorum run` on the site, as `npm start` runs it; resolves once it serves. */
export async function runSite(home: string): Promise<RunningSite> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info' };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [QUORUM_BIN, '-C', home, 'run', '--port', '0'], { env });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('"msg":"Quorum is serving"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`run exited with ${code}: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

export function stopSite(site: RunningSite | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!site || site.child.exitCode !== null) return resolve();
    site.child.once('exit', () => resolve());
    site.child.kill('SIGTERM');
  });
}

/** A CLI run that must succeed quietly; its standard output. */
export function ok(result: ReturnType<typeof quorum>): string {
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

/** The admin API of a running site, as the site's admin (`quorum init`'s, see initFlags). */
export async function adminApi(site: RunningSite, admin: { email: string; password: string }) {
  const login = (await (await fetch(`${site.url}/answer/api/v1/user/login/email`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: admin.email, pass: admin.password }),
  })).json()) as { data: { access_token: string } };
  const token = login.data.access_token;
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${site.url}${path}`, {
      method, headers: { 'content-type': 'application/json', authorization: token }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: unknown; msg?: string } };
  };
}
