import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

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

  it('walks language → database → config file → site & admin → done, then is installed', async () => {
    const { page } = j.browser;
    const install = await new InstallPage(page).goto();
    await install.chooseLanguage('en_US');
    await install.sqlite(join(j.server.home, 'quorum.db'));
    await install.step(3).waitFor();
    expect(await install.currentStep()).toBe(3);
    await install.writeConfig();
    await install.step(4).waitFor();
    const admin = { name: 'siteadmin', email: 'owner@example.com', password: 'owner-password-1' };
    await install.siteAndAdmin({ site_name: 'E2E Community', site_url: j.server.url, contact_email: 'owner@example.com', ...admin });
    await install.step(5).waitFor();
    expect(await install.currentStep()).toBe(5);
    await j.browser.screenshot('install-done');

    // a second visit: either the "Already installed" notice or the server's redirect to the site
    await page.goto('/install');
    await page.locator('[data-testid=install-installed], [data-testid=header]').first().waitFor();

    const login = await new LoginPage(page).goto();
    await login.loginAs(admin.email, admin.password);
    await page.getByTestId('brand').getByText('E2E Community').waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
