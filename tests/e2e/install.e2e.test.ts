import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormObject } from './pages/form';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { CreateTagPage } from './pages/tag-pages';
import { launchBrowser, type BrowserSession } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { startServer, type TestServer } from './support/server';

describe('installation wizard', () => {
  const j = useJourney({ installed: false });

  it('reports an unreachable database and stays on the database step', async () => {
    const { page } = j.browser;
    const install = await new InstallPage(page).goto();
    expect(await install.currentStep()).toBe(1);
    await install.chooseLanguage('en_US');
    const step2 = install.step(2);
    await step2.locator('select[name=db_type]').selectOption('mysql');
    await step2.locator('[name=db_host]').fill('127.0.0.1');
    await step2.locator('[name=db_port]').fill('1');
    await step2.locator('[name=db_username]').fill('nobody');
    await step2.locator('[name=db_password]').fill('nothing');
    await step2.locator('[name=db_name]').fill('none');
    await step2.getByRole('button').last().click();
    await install.alert().waitFor();
    expect(await install.alert().innerText()).toMatch(/Database connection failed/i);
    expect(await install.currentStep()).toBe(2);
    await j.browser.screenshot('install-db-failed');
  }, JOURNEY_TIMEOUT_MS);

  it('says under the field why a SQLite path cannot work, naming the data folder', async () => {
    const { page } = j.browser;
    const install = await new InstallPage(page).goto();
    await install.chooseLanguage('en_US');
    await install.sqlite('data/quorum.db');
    const error = await new FormObject(install.step(2)).errorOf('db_file');
    expect(error).toContain(`A relative path starts in the data folder (${j.server.home})`);
    expect(await install.currentStep()).toBe(2);
  }, JOURNEY_TIMEOUT_MS);
});

/**
 * A newcomer's install: every prefilled value left as it is (language aside in zh_CN), only what
 * has no default typed, then the admin lands on the dashboard's next steps. At a desktop's and a
 * phone's width, in both languages.
 */
describe.each([
  { width: 1280, lang: 'en_US', locale: 'en-US' },
  { width: 390, lang: 'zh_CN', locale: 'zh-CN' },
  { width: 390, lang: 'en_US', locale: 'en-US' },
  { width: 1280, lang: 'zh_CN', locale: 'zh-CN' },
])('the wizard on its defaults at $width px in $lang', ({ width, lang, locale }) => {
  let server: TestServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    server = await startServer({ installed: false });
    browser = await launchBrowser({ baseURL: server.url, locale, viewport: { width, height: 900 } });
  }, JOURNEY_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  }, JOURNEY_TIMEOUT_MS);
  const noSidewaysScroll = () => browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  /** Whether the progress bar's step labels stand apart: each at least 4 px after the one before it on its row. */
  const stepLabelsApart = () => browser.page.getByTestId('install-progress').locator('li').evaluateAll((items) => items.every((item, i) => {
    if (i === 0) return true;
    const before = items[i - 1]!.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    return box.top >= before.bottom || box.left - before.right >= 4;
  }));

  it('completes and lands the admin on what to set up next', async () => {
    const { page } = browser;
    const shot = (name: string) => browser.screenshot(`first-run-${name}-${width}-${lang}`);
    const install = await new InstallPage(page).goto();
    if (lang !== 'en_US') await install.step(1).locator('select[name=lang]').selectOption(lang);
    await install.accept(1);
    await install.step(2).waitFor();
    expect(await install.databaseDefaults()).toEqual({ db_type: 'sqlite', db_file: 'quorum.db' });
    await shot('database');
    expect(await noSidewaysScroll()).toBe(true);
    expect(await stepLabelsApart()).toBe(true);
    await install.accept(2);
    await install.step(3).waitFor();
    await install.accept(3);
    await install.step(4).waitFor();
    const admin = { name: 'owner', email: 'owner@example.com', password: 'owner-password-1' };
    await install.siteAndAdmin({ site_name: 'First Run', contact_email: 'owner@example.com', ...admin });
    await install.step(5).waitFor();
    await shot('done');
    expect(await noSidewaysScroll()).toBe(true);

    await install.setUpSite();
    const login = await new LoginPage(page).shown();
    await login.login(admin.email, admin.password);
    const steps = page.getByTestId('dashboard-next-steps');
    await steps.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    const state = await steps.locator('[data-testid^=next-step-]').evaluateAll((items) => items.map((i) => [i.getAttribute('data-testid'), i.getAttribute('data-done')]));
    expect(state).toEqual([['next-step-tags', 'false'], ['next-step-smtp', 'false'], ['next-step-branding', 'false'], ['next-step-privileges', 'false']]);
    // The version is Quorum's own.
    await page.getByTestId('dashboard-system').getByText(/0\.1\.0/).waitFor();
    await shot('dashboard');
    expect(await noSidewaysScroll()).toBe(true);

    // The first step's way: create a tag, and the dashboard ticks it.
    await steps.getByTestId('next-step-tags').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/tags/create');
    await new CreateTagPage(page).create('Python', 'python');
    await page.goto('/admin');
    await page.locator('[data-testid=next-step-tags][data-done=true]').waitFor();

    await page.goto('/admin/plugins');
    await page.getByTestId('plugin-group-storage').waitFor();
    const sqlite = page.locator('[data-testid=plugin-row][data-slug=storage-sqlite]');
    expect(await sqlite.getByTestId('plugin-toggle').count()).toBe(0);
    await sqlite.getByTestId('plugin-lock').waitFor();
    await shot('plugins');
    expect(await noSidewaysScroll()).toBe(true);
  }, JOURNEY_TIMEOUT_MS * 2);
});
