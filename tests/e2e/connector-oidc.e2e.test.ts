import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../../plugins/connector-oidc/server/oidc-provider-test-kit.ts';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { setSiteLanguage } from './support/site';

const NAME = 'Staff';

/**
 * Issue 27 item 1 in Chromium: the login page's "Sign in with Staff" button, the real provider's
 * own login page (oidc-provider on loopback), and back to the site signed in, as a new member
 * whose linked login shows on the account settings page; a forged return shows the translated
 * error on the login page.
 */
describe('sign in with an OpenID Connect provider', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'connector-oidc'] });
  let provider: TestProvider;

  beforeAll(async () => {
    const { server } = j;
    const { token } = await server.admin();
    // The provider sends the browser back to the site URL: this server's.
    expect((await server.api.put('/answer/admin/api/siteinfo/general', { site_url: server.url }, { token })).code).toBe(200);
    provider = await startTestProvider([`${server.url}/answer/api/v1/connector/redirect/${NAME}`]);
    provider.person({ sub: 'zoe', email: 'zoe@example.org', email_verified: true, name: 'Zoe Journey' });
    const res = await server.api.put('/answer/admin/api/plugin/config', {
      plugin_slug_name: 'connector-oidc',
      config_fields: { name: NAME, issuer: provider.issuer, client_id: TEST_CLIENT.client_id, client_secret: TEST_CLIENT.client_secret, scopes: 'openid email profile' },
    }, { token });
    expect(res.code).toBe(200);
  }, JOURNEY_TIMEOUT_MS);
  afterAll(() => provider?.close());

  it('goes through the provider\'s login page and back, signed in', async () => {
    const { page } = j.browser;
    const login = await new LoginPage(page).goto();
    await login.connectorButton(NAME).click();
    // The provider's own login page (oidc-provider's development interaction).
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name=login]').fill('zoe');
    await page.locator('input[name=password]').fill('any password');
    await page.locator('button[type=submit]').first().click();
    await new Header(page).userMenu().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/users/settings/account');
    const linked = page.getByTestId('linked-login');
    await linked.filter({ hasText: NAME }).waitFor();
    expect(await linked.textContent()).toContain('Linked');
  }, JOURNEY_TIMEOUT_MS);

  it('shows a forged return as a clear error on the login page', async () => {
    const { page } = j.browser;
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/answer/api/v1/connector/redirect/${NAME}?code=forged&state=forged`);
    const login = await new LoginPage(page).shown();
    expect(await login.connectorError().textContent()).toMatch(/could not be checked/);
    await login.connectorButton(NAME).waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('says it in Chinese on a zh_CN site, and hides the password form when password login is off', async () => {
    const { page } = j.browser;
    const { token } = await j.server.admin();
    await setSiteLanguage(j.server, 'zh_CN');
    expect((await j.server.api.put('/answer/admin/api/siteinfo/login', { allow_password_login: false }, { token })).code).toBe(200);
    try {
      await page.goto(`/answer/api/v1/connector/redirect/${NAME}?code=forged&state=forged`);
      const login = await new LoginPage(page).shown();
      expect(await login.connectorButton(NAME).textContent()).toBe(`使用 ${NAME} 登录`);
      expect(await login.connectorError().textContent()).toMatch(/无法校验本次登录/);
      expect(await page.getByTestId('login-page').locator('input[name=pass]').count()).toBe(0);
      // Administrators keep the form at ?password=1.
      await page.goto('/users/login?password=1');
      await page.getByTestId('login-page').locator('input[name=pass]').waitFor();
    } finally {
      await j.server.api.put('/answer/admin/api/siteinfo/login', { allow_password_login: true }, { token });
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);
});
