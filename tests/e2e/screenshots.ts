import { ensureWebBundle } from '../../cli/web-bundle.ts';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { ErrorPageObject } from './pages/error-page';
import { Header } from './pages/header';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { SuspendedPage } from './pages/suspended-page';
import { ADMIN } from './support/accounts';
import { SCREENSHOT_DIR, launchBrowser, type BrowserSession } from './support/browser';
import { E2E_PLUGINS, startServer, type TestServer, type TestServerOptions } from './support/server';
import { setMemberLanguage, setSiteLanguage, type Language } from './support/site';

/*
 * `npm run screenshots`: the main screens in both languages, saved to tests/e2e/screenshots/
 * (git-ignored) for a person to look over. It checks nothing, so it is a script and not part of
 * the suite; the journeys in tests/e2e assert what these screens show.
 */

const LANGUAGES: Language[] = ['en_US', 'zh_CN'];

interface Run {
  server: TestServer;
  browser: BrowserSession;
  lang: Language;
}

/** A server and a browser for `fn`, closed afterwards whatever happens. */
async function withSite(options: TestServerOptions, lang: Language, fn: (run: Run) => Promise<void>): Promise<void> {
  const server = await startServer(options);
  try {
    const browser = await launchBrowser({ baseURL: server.url });
    try {
      await fn({ server, browser, lang });
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

/** Opens a path, waits for a test id and saves `<lang>-<name>.png`. */
async function shoot({ browser, lang }: Run, path: string, testId: string, name: string): Promise<void> {
  await browser.page.goto(path);
  await browser.page.getByTestId(testId).first().waitFor();
  await browser.screenshot(`${lang}-${name}`);
}

async function visitorScreens(run: Run): Promise<void> {
  const { server, browser: b, lang } = run;
  await shoot(run, '/users/login', 'login-page', 'login');
  await shoot(run, '/users/register', 'register-page', 'register');
  await shoot(run, '/users/account-recovery', 'account-recovery-page', 'account-recovery');
  await shoot(run, '/users/account-activation', 'inactive-notice', 'activation-notice');
  await shoot(run, '/users/account-activation/failed', 'activation-failed', 'activation-failed');
  await shoot(run, '/no/such/page', 'error-page', '404');
  await shoot(run, '/50x', 'error-page', '50x');
  const suspended = await server.createUser();
  const admin = await server.admin();
  await server.api.put('/answer/admin/api/user/status', { user_id: suspended.id, status: 'suspended', suspend_duration: '7d' }, { token: admin.token });
  await (await new LoginPage(b.page).goto()).login(suspended.email, suspended.password);
  await new SuspendedPage(b.page).text();
  await b.screenshot(`${lang}-account-suspended`);
}

async function memberScreens(run: Run): Promise<void> {
  const { server, browser: b, lang } = run;
  const member = await server.createUser();
  await (await new LoginPage(b.page).goto()).loginAs(member.email, member.password);
  await shoot(run, '/users/account-activation/success', 'activation-success', 'activation-success');
  await b.page.goto('/admin');
  await new ErrorPageObject(b.page).code();
  await b.screenshot(`${lang}-403`);
  await b.page.goto('/');
  await new Header(b.page).logout();
}

async function adminScreens(run: Run): Promise<void> {
  const { server, browser: b, lang } = run;
  await setMemberLanguage(server, (await server.admin()).token, 'Default');
  await (await new LoginPage(b.page).goto()).loginAs(ADMIN.email, ADMIN.password);
  await shoot(run, '/admin', 'admin-dashboard', 'admin-dashboard');
  for (const group of ['general', 'interface', 'login', 'smtp'] as const) {
    await new AdminSettingsPage(b.page).goto(group);
    await b.screenshot(`${lang}-admin-${group}`);
  }
  await shoot(run, '/admin/users', 'admin-users', 'admin-users');
  await shoot(run, '/admin/plugins', 'admin-plugins', 'admin-plugins');
}

async function installWizard({ server, browser: b, lang }: Run): Promise<void> {
  const install = await new InstallPage(b.page).goto();
  await install.step(1).locator('select[name=lang]').selectOption(lang);
  await b.screenshot(`${lang}-install-1-language`);
  await install.chooseLanguage(lang);
  await install.step(2).waitFor();
  await b.screenshot(`${lang}-install-2-database`);
  // the prefilled SQLite file, as a newcomer leaves it
  await install.accept(2);
  await install.step(3).waitFor();
  await b.screenshot(`${lang}-install-3-config`);
  await install.writeConfig();
  await install.step(4).waitFor();
  await b.screenshot(`${lang}-install-4-site`);
  await install.siteAndAdmin({
    site_name: 'Screens', site_url: server.url, contact_email: 'owner@example.com',
    name: 'owner', email: 'owner@example.com', password: 'owner-password-1',
  });
  await install.step(5).waitFor();
  await b.screenshot(`${lang}-install-5-done`);
}

await ensureWebBundle((line) => process.stdout.write(`${line}\n`));
for (const lang of LANGUAGES) {
  // mail-smtp owns the SMTP settings page.
  await withSite({ installed: true, plugins: [...E2E_PLUGINS, 'mail-smtp'] }, lang, async (run) => {
    await setSiteLanguage(run.server, lang);
    await visitorScreens(run);
    await memberScreens(run);
    await adminScreens(run);
  });
  await withSite({ installed: false }, lang, installWizard);
  process.stdout.write(`${lang}: screens saved\n`);
}
process.stdout.write(`Screenshots are in ${SCREENSHOT_DIR}\n`);
