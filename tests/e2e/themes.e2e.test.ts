import { afterAll, describe, expect, it } from 'vitest';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { LoginPage } from './pages/login-page';
import { Toasts } from './pages/toast';
import { ADMIN } from './support/accounts';
import { launchBrowser } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { setSiteLanguage } from './support/site';

const DEFAULT_THEME = { theme: 'default', color_scheme: 'system', layout: 'Fixed-width', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } };

/**
 * The theme-default plugin's web half: the Themes settings page in the admin menu (which keeps
 * SPEC's order of the settings pages), and the theme applied to every page through the layout's
 * ThemeSlot (in the server's HTML and after hydration).
 */
describe('the Themes settings and the theme on every page', () => {
  // seo: its page renderer has the server draw public pages, which the script-less visitor reads.
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'seo'] });
  // Through the admin API, as the form does: a write request also drops visitors' kept pages.
  const saveTheme = async (config: { navbar_style: string; primary_color: string }) => {
    const { token } = await j.server.admin();
    const res = await j.server.api.put('/answer/admin/api/siteinfo/theme', { theme_config: { default: config } }, { token });
    expect(res.status).toBe(200);
  };
  afterAll(async () => {
    await j.server.kernel.settings.put('theme', DEFAULT_THEME);
    await setSiteLanguage(j.server, 'en_US');
  });

  it('lists Themes in the admin menu with its form, and a color scheme saved there reaches the page', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const settings = await new AdminSettingsPage(page).goto('general');
    // The whole menu in SPEC §6's order: dashboard, contents (the questions plugin's), users, …, settings, Privileges (reputation's) after the groups.
    const menu = await page.locator('.q-side-menu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(menu.slice(0, 6)).toEqual(['/admin', '/admin/questions', '/admin/answers', '/admin/users', '/admin/plugins', '/admin/api']);
    expect(menu.at(-1)).toBe('/admin/privileges');
    // The settings pages in SPEC §6's order, the kernel's and the plugins' mixed; Users settings (not in SPEC's list) after.
    const settingsLinks = await page.locator('.q-side-menu h3 ~ a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(settingsLinks.slice(0, 11)).toEqual(['general', 'interface', 'smtp', 'branding', 'legal', 'write', 'seo', 'themes', 'css-html', 'login', 'users-settings'].map((p) => `/admin/${p}`));
    const link = page.locator('a[href="/admin/themes"]');
    expect(await link.innerText()).toBe('Themes');
    await link.click();
    await page.getByTestId('admin-settings-themes').getByText('Color scheme').first().waitFor();
    expect(await page.getByTestId('admin-settings-themes').locator('h2').innerText()).toBe('Themes');
    await settings.field('color_scheme').selectOption({ label: 'Dark' });
    await settings.save();
    await new Toasts(page).waitForText('update success');
    await page.goto('/questions');
    await page.waitForFunction(() => document.documentElement.dataset.colorScheme === 'dark');
  }, JOURNEY_TIMEOUT_MS);

  it('colors the header and the primary color from the theme config, before any script runs', async () => {
    await saveTheme({ navbar_style: 'colored', primary_color: '#aa0011' });
    const visitor = await launchBrowser({ baseURL: j.server.url });
    try {
      // No script of the app loads: what is asserted is the server's HTML and the stylesheets.
      await visitor.page.route('**/*.js', (route) => route.abort());
      await visitor.page.goto('/questions');
      const header = visitor.page.getByTestId('header');
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(170, 0, 17)');
    } finally {
      await visitor.close();
    }
    await saveTheme({ navbar_style: 'dark', primary_color: '#aa0011' });
    const { page } = j.browser;
    await page.goto('/admin/themes');
    await page.getByTestId('admin-settings-themes').waitFor();
    expect(await page.getByTestId('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(33, 37, 41)');
    // the menu's current entry wears the primary color
    expect(await page.locator('.q-side-menu a.active').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(170, 0, 17)');
  }, JOURNEY_TIMEOUT_MS);

  it('names Themes in Chinese once the site language is zh_CN', async () => {
    await setSiteLanguage(j.server, 'zh_CN');
    const { page } = j.browser;
    await new AdminSettingsPage(page).goto('themes');
    expect(await page.locator('a[href="/admin/themes"]').innerText()).toBe('主题');
    await page.getByTestId('admin-settings-themes').getByText('配色方案').first().waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
