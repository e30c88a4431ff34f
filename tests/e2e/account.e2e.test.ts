import { describe, expect, it } from 'vitest';
import { ErrorPageObject } from './pages/error-page';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { ADMIN, newMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

describe('accounts and guards', () => {
  const j = useJourney({ installed: true });

  it('shows log in and sign up to visitors, and a 404 page for unknown paths', async () => {
    const { page } = j.browser;
    await page.goto('/');
    const header = new Header(page);
    await header.loginLink().waitFor();
    await header.signupLink().waitFor();
    await page.goto('/users/login');
    await page.getByTestId('login-page').waitFor();
    expect(await header.activeNav().count()).toBe(0); // an account page is not the users list
    await page.goto('/this/does/not/exist');
    expect(await new ErrorPageObject(page).code()).toBe('404');
    expect(await page.title()).toMatch(/ - /);
  }, JOURNEY_TIMEOUT_MS);

  it('maps a wrong password onto the form and keeps the visitor logged out', async () => {
    const { page } = j.browser;
    const login = await new LoginPage(page).goto();
    await login.login(ADMIN.email, 'not-the-password');
    expect(await login.errorOf('e_mail')).not.toBe('');
    await new Header(page).loginLink().waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('says at once that a bad password-reset link is invalid and offers a new one', async () => {
    const { page } = j.browser;
    await page.goto('/users/password-reset?code=not-a-code');
    await page.getByTestId('password-reset-invalid').waitFor();
    expect(await page.getByTestId('password-reset-page').locator('input[name=pass]').count()).toBe(0);
    await page.getByTestId('password-reset-request-new').click();
    await page.getByTestId('account-recovery-page').waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('validates the sign-up form on the client', async () => {
    const { page } = j.browser;
    const register = await new RegisterPage(page).goto();
    await register.register('', 'not-an-email', 'short');
    expect(await register.errorOf('name')).toMatch(/empty/i);
    expect(await register.errorOf('pass')).toBe('The length needs to be between 8 and 32');
  }, JOURNEY_TIMEOUT_MS);

  it("shows the server's field error under the e-mail field when the address is taken", async () => {
    const { page } = j.browser;
    const register = await new RegisterPage(page).goto();
    await register.register('Second Admin', ADMIN.email, 'member-password-1');
    expect(await register.errorOf('e_mail')).toBe('Email already exists.');
    expect(await register.errorCount()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/users/register');
  }, JOURNEY_TIMEOUT_MS);

  it('signs a new member up, who must activate the account and cannot open /admin', async () => {
    const { page } = j.browser;
    const member = newMember('Reader');
    await (await new RegisterPage(page).goto()).register(member.name, member.email, member.password);
    await page.locator('[data-testid=inactive-notice], [data-testid=user-menu]').first().waitFor();
    await j.browser.screenshot('account-after-signup');
    await page.goto('/admin');
    await page.locator('[data-testid=error-page], [data-testid=inactive-notice]').first().waitFor();
    await page.goto('/');
    await new Header(page).logout();
  }, JOURNEY_TIMEOUT_MS);

  it('lets the admin in, offers the Admin menu item and logs out', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const header = new Header(page);
    expect(await header.menuItems()).toEqual(expect.arrayContaining(['Profile', 'Settings', 'Admin', 'Log out']));
    await page.goto('/admin');
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto('/');
    await header.logout();
    await page.goto('/users/settings/profile');
    await page.waitForURL(/\/users\/login/);
  }, JOURNEY_TIMEOUT_MS);
});
