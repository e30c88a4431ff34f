import { join } from 'node:path';
import { describe, it } from 'vitest';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { ErrorPageObject } from './pages/error-page';
import { Header } from './pages/header';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { SuspendedPage } from './pages/suspended-page';
import { ADMIN } from './support/accounts';
import type { BrowserSession } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { setMemberLanguage, setSiteLanguage, type Language } from './support/site';

const LANGUAGES: Language[] = ['en_US', 'zh_CN'];

/** Opens a path, waits for a test id and saves `<lang>-<name>.png`. */
async function shoot(browser: BrowserSession, lang: Language, path: string, testId: string, name: string): Promise<void> {
  await browser.page.goto(path);
  await browser.page.getByTestId(testId).first().waitFor();
  await browser.screenshot(`${lang}-${name}`);
}

/** Screenshots of the main screens in both languages (tests/e2e/screenshots/, git-ignored). */
describe.each(LANGUAGES)('main screens in %s', (lang) => {
  const j = useJourney({ installed: true });

  it('account pages, error pages and the suspended page as a visitor', async () => {
    await setSiteLanguage(j.server, lang);
    const b = j.browser;
    await shoot(b, lang, '/users/login', 'login-page', 'login');
    await shoot(b, lang, '/users/register', 'register-page', 'register');
    await shoot(b, lang, '/users/account-recovery', 'account-recovery-page', 'account-recovery');
    await shoot(b, lang, '/users/account-activation', 'inactive-notice', 'activation-notice');
    await shoot(b, lang, '/users/account-activation/failed', 'activation-failed', 'activation-failed');
    await shoot(b, lang, '/no/such/page', 'error-page', '404');
    await shoot(b, lang, '/50x', 'error-page', '50x');

    const suspended = await j.server.createUser();
    const admin = await j.server.admin();
    await j.server.kernel.adminUsers.setStatus(admin.id, { user_id: suspended.id, status: 'suspended', suspend_duration: '7d' });
    await (await new LoginPage(b.page).goto()).login(suspended.email, suspended.password);
    await new SuspendedPage(b.page).text();
    await b.screenshot(`${lang}-account-suspended`);
  }, JOURNEY_TIMEOUT_MS);

  it('a member: activation success, the 403 page', async () => {
    const b = j.browser;
    const member = await j.server.createUser();
    await (await new LoginPage(b.page).goto()).loginAs(member.email, member.password);
    await shoot(b, lang, '/users/account-activation/success', 'activation-success', 'activation-success');
    await b.page.goto('/admin');
    await new ErrorPageObject(b.page).code();
    await b.screenshot(`${lang}-403`);
    await b.page.goto('/');
    await new Header(b.page).logout();
  }, JOURNEY_TIMEOUT_MS);

  it('the admin area: dashboard, settings groups and users', async () => {
    const b = j.browser;
    await setMemberLanguage(j.server, (await j.server.admin()).token, 'Default');
    await (await new LoginPage(b.page).goto()).loginAs(ADMIN.email, ADMIN.password);
    await shoot(b, lang, '/admin', 'admin-dashboard', 'admin-dashboard');
    for (const group of ['general', 'interface', 'login', 'smtp'] as const) {
      await new AdminSettingsPage(b.page).goto(group);
      await b.screenshot(`${lang}-admin-${group}`);
    }
    await shoot(b, lang, '/admin/users', 'admin-users', 'admin-users');
    await b.page.goto('/');
    await new Header(b.page).logout();
  }, JOURNEY_TIMEOUT_MS);
});

describe.each(LANGUAGES)('installation wizard in %s', (lang) => {
  const j = useJourney({ installed: false });

  it('every step of the wizard', async () => {
    const b = j.browser;
    const install = await new InstallPage(b.page).goto();
    await install.step(1).locator('select[name=lang]').selectOption(lang);
    await b.screenshot(`${lang}-install-1-language`);
    await install.chooseLanguage(lang);
    await install.step(2).waitFor();
    await b.screenshot(`${lang}-install-2-database`);
    await install.sqlite(join(j.server.home, 'quorum.db'));
    await install.step(3).waitFor();
    await b.screenshot(`${lang}-install-3-config`);
    await install.writeConfig();
    await install.step(4).waitFor();
    await b.screenshot(`${lang}-install-4-site`);
    await install.siteAndAdmin({
      site_name: 'Screens', site_url: j.server.url, contact_email: 'owner@example.com',
      name: 'owner', email: 'owner@example.com', password: 'owner-password-1',
    });
    await install.step(5).waitFor();
    await b.screenshot(`${lang}-install-5-done`);
  }, JOURNEY_TIMEOUT_MS);
});
