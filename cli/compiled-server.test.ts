import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../kernel/paths.ts';
import { QUORUM_BIN, initFlags, quorum } from './spawn-quorum.ts';

interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Milliseconds from spawning `quorum run` to the first 200 of an API call. */
  coldStartMs: number;
  serving: Record<string, unknown>;
  output: string;
}

/**
 * `quorum run` as `npm start` runs it: plain node, no loader options. Node 20 cannot load a
 * .ts module without one, so a site that answers is serving the compiled JavaScript.
 */
async function startCompiled(home: string): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info' };
  delete env.NODE_OPTIONS;
  const started = performance.now();
  const child = spawn(process.execPath, [QUORUM_BIN, '-C', home, 'run', '--port', '0'], { env });
  let output = '';
  const serving = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('"msg":"Quorum is serving"'));
      if (line) resolve(JSON.parse(line));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`run exited with ${code}: ${output}`)));
  });
  const url = `http://127.0.0.1:${serving.port as number}`;
  const first = await fetch(`${url}/answer/api/v1/siteinfo`);
  expect(first.status).toBe(200);
  return { child, url, coldStartMs: performance.now() - started, serving, output };
}

function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('quorum run serves the compiled server', { timeout: 300_000 }, () => {
  let home: string;
  let scratch: string;
  beforeAll(async () => {
    [home, scratch] = await Promise.all([mkdtemp(join(tmpdir(), 'quorum-compiled-')), mkdtemp(join(tmpdir(), 'quorum-compiled-plugin-'))]);
    expect(quorum(home, ...initFlags()).status).toBe(0);
    expect(quorum(home, 'plugin', 'new', 'shout-box', '--dir', scratch).status).toBe(0);
    // plugins added to the site: one with a route, one with a migration
    for (const folder of [join(scratch, 'shout-box'), join(REPO_ROOT, 'tests', 'fixtures', 'plugins', 'hello')]) {
      expect(quorum(home, 'plugin', 'add', folder).stderr).toBe('');
    }
    // four CLI runs, each a Node process with its compiler; `add` builds both halves
  }, 240_000);
  afterAll(() => Promise.all([rm(home, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true })]));

  it('answers an API call, a page and an added plugin\'s route from dist/server, with no TypeScript loader in the process', async () => {
    const site = await startCompiled(home);
    try {
      process.stdout.write(`compiled server: cold start to the first 200 ${Math.round(site.coldStartMs)} ms (process start to listening ${site.serving.startup_ms as number} ms, ${site.serving.startup_cpu_ms as number} ms of CPU)\n`);
      expect(site.serving).toMatchObject({ installed: true, compiled: true });
      const pid = site.child.pid!;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(argv.slice(1)).toEqual([QUORUM_BIN, '-C', home, 'run', '--port', '0']);
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').some((v) => v.startsWith('NODE_OPTIONS='))).toBe(false);

      const info = (await (await fetch(`${site.url}/answer/api/v1/siteinfo`)).json()) as { data: { general: { name: string } } };
      expect(info.data.general.name).toBe('CLI Site');
      const page = await fetch(`${site.url}/questions`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/`);
      const greeting = (await (await fetch(`${site.url}/answer/api/v1/shout-box/greeting`)).json()) as { data: unknown };
      expect(greeting.data).toEqual({ greetings: ['Hello, visitor, from Shout Box.'] });
    } finally {
      await stop(site.child);
    }
  });

  it('rebuilds a site plugin whose sources changed, with a progress line, before serving', async () => {
    const later = new Date(Date.now() + 60_000);
    await utimes(join(home, 'plugins', 'shout-box', 'server', 'greeting-route.ts'), later, later);
    const site = await startCompiled(home);
    try {
      expect(site.output).toContain(`Building the site plugin ${join(home, 'plugins', 'shout-box')} (server/greeting-route.ts changed)…`);
      expect(site.serving).toMatchObject({ compiled: true });
      expect((await fetch(`${site.url}/answer/api/v1/shout-box/greeting`)).status).toBe(200);
    } finally {
      await stop(site.child);
    }
  });
});
