import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initFlags, quorum } from '../../cli/spawn-quorum.ts';
import { REPO_ROOT } from '../../kernel/paths.ts';
import { LoginPage } from './pages/login-page';
import { launchBrowser, type BrowserSession } from './support/browser';
import { JOURNEY_TIMEOUT_MS } from './support/journey';
import { adminApi, ok, runSite, stopSite, treeHash, type RunningSite } from './support/quorum-process';

const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
const ADMIN = { email: 'boss@cli.test', password: 'boss-pass-1' };

describe('a plugin added to a running site brings its web half, without a rebuild', () => {
  let home: string;
  let scratch: string;
  let site: RunningSite;
  let browser: BrowserSession;
  let api: Awaited<ReturnType<typeof adminApi>>;
  const errors: string[] = [];

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
    site = await runSite(home);
    api = await adminApi(site, ADMIN);
    browser = await launchBrowser({ baseURL: site.url });
    browser.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stopSite(site);
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

    // The admin plugins page marks the plugin this browser switched off, and lists what each may do.
    const row = (id: string) => page.locator(`[data-testid=plugin-row][data-slug="${id}"]`);
    const capabilities = (id: string, which = '[data-capability]') => row(id).locator(which).evaluateAll((els) => els.map((e) => e.getAttribute('data-capability')));
    const setLanguage = async (language: string) => {
      const current = (await api('GET', '/answer/admin/api/siteinfo/interface')).body.data as Record<string, unknown>;
      expect((await api('PUT', '/answer/admin/api/siteinfo/interface', { ...current, language })).status).toBe(200);
    };
    for (const [language, width, words] of [['en_US', 1280, 'failed to load'], ['zh_CN', 390, '加载失败']] as const) {
      await setLanguage(language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/plugins');
      await expect.poll(() => row('broken-web').getByTestId('plugin-web-failed').textContent()).toContain(words);
      expect(await row('greeter').getByTestId('plugin-web-failed').count()).toBe(0);
      expect(await capabilities('greeter')).toEqual(['routes', 'web']);
      expect(await capabilities('admin', '.q-badge--privileged')).toEqual(['accounts', 'plugins']);
      expect(await row('admin').getByTestId('plugin-author').textContent()).toContain('Quorum');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await browser.screenshot(`added-plugin-admin-plugins-${language}-${width}`);
    }
    await setLanguage('en_US');
    await page.setViewportSize({ width: 1280, height: 800 });
  }, JOURNEY_TIMEOUT_MS * 2);
});
