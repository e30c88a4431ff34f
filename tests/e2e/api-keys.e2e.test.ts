import { afterAll, describe, expect, it } from 'vitest';
import { AdminApiKeysPage } from './pages/admin-api-keys-page';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';

/**
 * Issue 27 item 2 as an admin meets it, at 1280 and 390 px: a key made from the admin menu, shown
 * once with a copy button, listed by its hint alone, driving the API, then deleted and refused.
 */
describe('the admin API keys screen', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'api-keys', 'mcp'] });
  afterAll(async () => {
    await setSiteLanguage(j.server, 'en_US');
  });
  const fits = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  for (const width of [1280, 390]) {
    it(`makes, lists and deletes a key at ${width} px`, async () => {
      const admin = await j.server.admin();
      const { page } = j.browser;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, admin);
      const screen = await new AdminApiKeysPage(page).openFromMenu();
      const description = `Nightly export at ${width} px`;

      const key = await screen.create(description, 'Read-only');
      expect(key).toMatch(/^sk_[0-9a-f]{64}$/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      const row = screen.row(description);
      await row.filter({ hasText: 'Read-only' }).filter({ hasText: 'Never' }).waitFor();
      expect(await row.locator('code').textContent()).toBe(`${key.slice(0, 7)}********${key.slice(-4)}`);
      expect(await page.content()).not.toContain(key);
      await j.browser.screenshot(`api-keys-${width}`);
      expect(await fits()).toBe(true);

      expect((await j.server.api.get('/answer/admin/api/api-key/all', { token: key })).code).toBe(200);
      await screen.delete(description);
      expect((await j.server.api.get('/answer/admin/api/api-key/all', { token: key })).code).toBe(401);
    }, JOURNEY_TIMEOUT_MS);
  }

  it('turns the MCP server on from its settings page, in Chinese too', async () => {
    const admin = await j.server.admin();
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, admin);
    const settings = await new AdminSettingsPage(page).goto('mcp');
    await settings.group('enabled').getByText('Turn on the MCP server').waitFor();
    await settings.setChecked('enabled', true);
    expect(await settings.saveAndWait()).toMatchObject({ enabled: true });
    expect((await j.server.api.get<{ enabled: boolean }>('/answer/admin/api/mcp-config', { token: admin.token })).data.enabled).toBe(true);
    await j.browser.screenshot('mcp-1280');

    await setSiteLanguage(j.server, 'zh_CN');
    await new AdminSettingsPage(page).goto('mcp');
    await settings.group('enabled').getByText('开启 MCP 服务').waitFor();
    await new AdminApiKeysPage(page).openFromMenu('API 密钥');
    await page.getByTestId('api-key-add').getByText('添加 API 密钥').waitFor();
    await j.browser.screenshot('zh_CN-api-keys');
  }, JOURNEY_TIMEOUT_MS);
});
