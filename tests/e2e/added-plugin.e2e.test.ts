import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUORUM_BIN, initFlags, quorum } from '../../cli/spawn-quorum.ts';
import { REPO_ROOT } from '../../kernel/paths.ts';
import { LoginPage } from './pages/login-page';
import { launchBrowser, type BrowserSession } from './support/browser';
import { JOURNEY_TIMEOUT_MS } from './support/journey';

const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
const ADMIN = { email: 'boss@cli.test', password: 'boss-pass-1' };

/** One hash of every file of a folder, names and bytes. */
function treeHash(dir: string): string {
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
async function run(home: string): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
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

function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function ok(result: ReturnType<typeof quorum>): string {
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('a plugin added to a running site brings its web half, without a rebuild', () => {
  let home: string;
  let scratch: string;
  let site: { child: ChildProcessWithoutNullStreams; url: string };
  let browser: BrowserSession;
  let token: string;
  const errors: string[] = [];

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${site.url}${path}`, {
      method, headers: { 'content-type': 'application/json', authorization: token }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: unknown } };
  };
  const enable = async (id: string, enabled: boolean) => expect((await api('PUT', '/answer/admin/api/plugin/status', { plugin_slug_name: id, enabled })).status).toBe(200);

  beforeAll(async () => {
    [home, scratch] = await Promise.all([mkdtemp(join(tmpdir(), 'quorum-added-')), mkdtemp(join(tmpdir(), 'quorum-added-plugins-'))]);
    ok(quorum(home, ...initFlags()));
    // Written outside the repository, as an extension's author would.
    ok(quorum(home, 'plugin', 'new', 'greeter', '--dir', scratch));
    ok(quorum(home, 'plugin', 'new', 'broken-web', '--dir', scratch));
    await writeFile(join(scratch, 'broken-web', 'web', 'index.tsx'), "import { defineWebPlugin } from '@quorum/sdk/web';\n\nthrow new Error('broken on purpose');\n\nexport default defineWebPlugin({ id: 'broken-web' });\n");
    ok(quorum(home, 'plugin', 'new', 'throwing-fill', '--dir', scratch));
    await writeFile(join(scratch, 'throwing-fill', 'web', 'footer-greeting.tsx'), "export function FooterGreeting(): null {\n  throw new Error('a fill that throws');\n}\n");
    site = await run(home);
    const login = (await (await fetch(`${site.url}/answer/api/v1/user/login/email`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: ADMIN.email, pass: ADMIN.password }),
    })).json()) as { data: { access_token: string } };
    token = login.data.access_token;
    browser = await launchBrowser({ baseURL: site.url });
    browser.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    if (site) await stop(site.child);
    await Promise.all([rm(home, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true })]);
  });

  it('adds, enables, shows its footer greeting and settings page, disables, hides them and is removed; web/dist stays byte for byte', async () => {
    const { page } = browser;
    const before = treeHash(WEB_DIST);
    await page.goto('/');
    await page.getByTestId('footer').or(page.locator('footer')).first().waitFor();
    expect(await page.getByTestId('greeter-greeting').count()).toBe(0);

    expect(ok(quorum(home, 'plugin', 'add', join(scratch, 'greeter')))).toMatch(/^Added greeter 0\.1\.0 /);
    expect(existsSync(join(home, 'plugins', 'greeter', 'web-dist', 'entry.json'))).toBe(true);
    await enable('greeter', true);
    expect((await api('GET', '/answer/api/v1/greeter/greeting')).body.data).toEqual({ greetings: ['Hello, visitor, from Greeter.'] });

    await page.goto('/');
    await expect.poll(() => page.getByTestId('greeter-greeting').textContent()).toBe('Hello, visitor, from Greeter.');
    const moduleUrl = await page.locator('meta[name=quorum-plugins]').getAttribute('content');
    const asset = await fetch(`${site.url}${moduleUrl!}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');

    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    await page.goto('/admin/greeter');
    await page.getByTestId('admin-settings-greeter').getByTestId('settings-form').waitFor();

    await enable('greeter', false);
    await page.goto('/admin/greeter');
    await page.getByTestId('error-page').waitFor();
    await page.goto('/');
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('greeter-greeting').count()).toBe(0);
    expect(await page.locator('meta[name=quorum-plugins]').count()).toBe(0);

    ok(quorum(home, 'plugin', 'remove', 'greeter'));
    expect(existsSync(join(home, 'plugins', 'greeter'))).toBe(false);
    const listed = (await api('GET', '/answer/admin/api/plugins')).body.data as { slug_name: string }[];
    expect(listed.map((p) => p.slug_name)).not.toContain('greeter');
    expect(treeHash(WEB_DIST)).toBe(before);
  }, JOURNEY_TIMEOUT_MS * 2);

  it('switches off, in the browser alone, a plugin whose web module throws on import or whose slot fill throws; the rest of the site works', async () => {
    const { page } = browser;
    for (const id of ['greeter', 'broken-web', 'throwing-fill']) {
      ok(quorum(home, 'plugin', 'add', join(scratch, id)));
      await enable(id, true);
    }
    errors.length = 0;
    await page.goto('/');
    await expect.poll(() => page.getByTestId('greeter-greeting').textContent()).toBe('Hello, visitor, from Greeter.');
    await page.getByTestId('user-menu').waitFor();
    expect(errors.filter((e) => e.startsWith('[plugins] broken-web: web half switched off in this browser: its module failed to load'))).toHaveLength(1);
    await expect.poll(() => errors.filter((e) => e.startsWith('[plugins] throwing-fill: web half switched off in this browser: a slot fill threw')).length).toBe(1);
    expect(await page.locator('[data-plugin="throwing-fill"]').textContent()).toBe('');
  }, JOURNEY_TIMEOUT_MS * 2);
});
