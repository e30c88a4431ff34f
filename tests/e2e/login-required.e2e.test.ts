import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** SPEC §6: with login_required on, visitors are sent to log in, except on the account pages. */
describe('login-required site', () => {
  const j = useJourney({ installed: true });
  beforeAll(async () => {
    await j.server.kernel.settings.put('login', { login_required: true });
  });
  afterAll(async () => {
    await j.server.kernel.settings.put('login', { login_required: false });
  });

  it('sends a visitor opening the site, the question list or the tags to /users/login', async () => {
    const { page } = j.browser;
    for (const path of ['/', '/tags', '/users/settings/profile', '/questions']) {
      await page.goto(path);
      await new LoginPage(page).shown();
    }
    await j.browser.screenshot('login-required-login');
  }, JOURNEY_TIMEOUT_MS);

  it('keeps the account pages open to visitors', async () => {
    const { page } = j.browser;
    const open: [string, string][] = [
      ['/users/register', 'register-page'],
      ['/users/account-recovery', 'account-recovery-page'],
      ['/users/password-reset', 'password-reset-page'],
      ['/users/account-activation', 'inactive-notice'],
      ['/users/account-activation/failed', 'activation-failed'],
    ];
    for (const [path, testId] of open) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  }, JOURNEY_TIMEOUT_MS);

  it('shows the site to a member after logging in, back where they were sent from', async () => {
    const { page } = j.browser;
    const member = await j.server.createUser();
    await page.goto('/questions');
    await (await new LoginPage(page).shown()).loginAs(member.email, member.password);
    await page.waitForURL(onPath('/questions'));
    await new Header(page).userMenu().waitFor();
    expect(await page.getByTestId('login-page').count()).toBe(0);
    await page.goto('/tags');
    await new Header(page).userMenu().waitFor();
    expect(new URL(page.url()).pathname).toBe('/tags');
    expect(await page.getByTestId('login-page').count()).toBe(0);
    await page.goto('/');
    await new Header(page).logout();
    await page.goto('/');
    await new LoginPage(page).shown();
  }, JOURNEY_TIMEOUT_MS);
});
