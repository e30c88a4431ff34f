import { describe, expect, it } from 'vitest';
import { AdminApiPage } from './pages/admin-api-page';
import { LoginPage } from './pages/login-page';
import { ADMIN } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

describe('admin API page', () => {
  const j = useJourney({ installed: true });

  it('lists the routes by owner and shows a route\'s request and response schemas', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const api = await new AdminApiPage(page).goto();
    await page.getByTestId('admin-layout').getByRole('link', { name: 'API', exact: true }).waitFor();
    const owners = await api.owners();
    expect(owners[0]).toBe('kernel');
    expect(owners).toContain('install');
    const login = await api.expand('post', '/answer/api/v1/user/login/email');
    expect(login).toContain('Anyone');
    expect(login).toContain('Request body');
    expect(login).toContain('e_mail');
    await api.filter('siteinfo/login');
    expect(await api.operation('get', '/answer/admin/api/siteinfo/login').innerText()).toContain('Admins');
    expect(await api.operation('post', '/answer/api/v1/user/login/email').count()).toBe(0);
    await j.browser.screenshot('admin-api');
  }, JOURNEY_TIMEOUT_MS);
});
