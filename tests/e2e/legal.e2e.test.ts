import { afterAll, describe, expect, it } from 'vitest';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { LegalPage } from './pages/legal-page';
import { LoginPage } from './pages/login-page';
import { Toasts } from './pages/toast';
import { ADMIN } from './support/accounts';
import { launchBrowser } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { setSiteLanguage } from './support/site';

/**
 * The legal plugin's web half: its settings page in the admin menu, /tos and /privacy open to
 * visitors even when the site requires login (SPEC §2.2) and linked from the footer; the CSS and
 * HTML (web-pages) and Users settings (users) pages come from their plugins the same way.
 */
describe('legal pages and the plugin-owned settings pages', () => {
  const j = useJourney({ installed: true });
  afterAll(async () => {
    await j.server.kernel.settings.put('login', { login_required: false });
    await setSiteLanguage(j.server, 'en_US');
  });

  it('lists Legal, CSS and HTML and Users settings in the admin menu, each with its form', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const settings = await new AdminSettingsPage(page).goto('general');
    const menu: [string, string, string][] = [
      ['legal', 'Legal', 'Terms of service'],
      ['css-html', 'CSS and HTML', 'Custom CSS'],
      ['users-settings', 'Users settings', 'Allow update bio'],
    ];
    for (const [path, label, field] of menu) {
      const link = page.locator(`a[href="/admin/${path}"]`);
      expect(await link.innerText()).toBe(label);
      await link.click();
      await page.getByTestId(`admin-settings-${path}`).getByText(field).first().waitFor();
      expect(await page.getByTestId(`admin-settings-${path}`).locator('h2').innerText()).toBe(label);
    }
    // rendered by the server, then hydrated
    await settings.goto('legal');
    expect(await settings.form().innerText()).toContain('Privacy policy');
  }, JOURNEY_TIMEOUT_MS);

  it('publishes the terms written on the Legal page at /tos, open to a visitor of a login-required site', async () => {
    const { page } = j.browser;
    const settings = await new AdminSettingsPage(page).goto('legal');
    await settings.fill({ terms_of_service_original_text: 'Be **kind** to each other.', privacy_policy_original_text: '' });
    await settings.save();
    await new Toasts(page).waitForText('update success');
    await j.server.kernel.settings.put('login', { login_required: true });

    const visitor = await launchBrowser({ baseURL: j.server.url });
    try {
      const legal = new LegalPage(visitor.page);
      const tos = await legal.goto('tos');
      await tos.locator('strong', { hasText: 'kind' }).waitFor();
      expect(await tos.locator('h1').innerText()).toBe('Terms of service');
      expect(new URL(visitor.page.url()).pathname).toBe('/tos');
      // the legal plugin's footer links, in the browser
      await visitor.page.getByTestId('footer').getByRole('link', { name: 'Privacy policy' }).click();
      const privacy = legal.root('privacy');
      await privacy.getByText('Nothing has been published yet.').waitFor();
      expect(await privacy.locator('h1').innerText()).toBe('Privacy policy');
      expect(new URL(visitor.page.url()).pathname).toBe('/privacy');
    } finally {
      await visitor.close();
    }
  }, JOURNEY_TIMEOUT_MS);

  it('speaks Chinese on the legal pages and in the admin menu once the site language is zh_CN', async () => {
    await setSiteLanguage(j.server, 'zh_CN');
    const { page } = j.browser;
    const privacy = await new LegalPage(page).goto('privacy');
    await privacy.getByText('尚未发布内容。').waitFor();
    expect(await privacy.locator('h1').innerText()).toBe('隐私政策');
    const footerLinks = page.getByTestId('footer').getByRole('link');
    await footerLinks.getByText('隐私政策').waitFor();
    expect(await footerLinks.allInnerTexts()).toEqual(['服务条款', '隐私政策']);
    await new AdminSettingsPage(page).goto('legal');
    expect(await page.locator('a[href="/admin/legal"]').innerText()).toBe('政策条款');
    expect(await page.locator('a[href="/admin/users-settings"]').innerText()).toBe('用户设置');
    expect(await page.locator('a[href="/admin/css-html"]').innerText()).toBe('CSS 与 HTML');
  }, JOURNEY_TIMEOUT_MS);
});
