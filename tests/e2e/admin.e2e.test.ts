import { describe, expect, it } from 'vitest';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { AdminUsersPage } from './pages/admin-users-page';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { Toasts } from './pages/toast';
import { ADMIN, newMember } from './support/accounts';
import { launchBrowser } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

describe('admin area', () => {
  const j = useJourney({ installed: true });

  it('renders General from its schema, rejects an empty site name and saves a new one', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const settings = await new AdminSettingsPage(page).goto('general');
    await settings.fill({ name: '' });
    await settings.save();
    expect(await settings.errorsOf('name')).toContain('Site name empty');
    await settings.fill({ name: 'Renamed by e2e' });
    await settings.save();
    await new Toasts(page).waitForText('update success');
    await new Header(page).brand().getByText('Renamed by e2e').waitFor();
    await j.browser.screenshot('admin-general-saved');
  }, JOURNEY_TIMEOUT_MS);

  it('turns registrations off: the sign-up link disappears for visitors', async () => {
    const { page } = j.browser;
    const settings = await new AdminSettingsPage(page).goto('login');
    await settings.setChecked('allow_new_registrations', false);
    await settings.save();
    await new Toasts(page).waitForText('update success');
    // a visitor: a second browser with its own profile (no token)
    const visitor = await launchBrowser({ baseURL: j.server.url });
    const other = visitor.page;
    await other.goto('/');
    await new Header(other).loginLink().waitFor();
    expect(await new Header(other).signupLink().count()).toBe(0);
    await other.goto('/users/register');
    await other.waitForURL((url) => url.pathname === '/');
    await visitor.close();
    await settings.goto('login');
    await settings.setChecked('allow_new_registrations', true);
    await settings.save();
    await new Toasts(page).waitForText('update success');
  }, JOURNEY_TIMEOUT_MS);

  it("renders a plugin's settings group from the schema and admin texts that load with its page", async () => {
    const { page } = j.browser;
    const settings = await new AdminSettingsPage(page).goto('general');
    // in the browser: the tags plugin's schema (loadSchema) and its locales/admin part arrive on the way
    await page.locator('a[href="/admin/write"]').click();
    await settings.field('min_tags').waitFor();
    expect(await settings.form().innerText()).toContain('Minimum tags');
    // rendered by the server, then hydrated
    await settings.goto('write');
    await settings.field('min_tags').waitFor();
    expect(await settings.form().innerText()).toContain('Minimum tags');
    expect(await page.locator('a[href="/admin/write"]').innerText()).toBe('Write');
  }, JOURNEY_TIMEOUT_MS);

  it('adds a user and makes them a moderator', async () => {
    const { page } = j.browser;
    const member = newMember('Mod');
    const users = await new AdminUsersPage(page).goto();
    await users.addUser({ display_name: member.name, email: member.email, password: member.password });
    await users.goto(member.email);
    const row = page.getByTestId('admin-user-row').filter({ hasText: member.email });
    await row.waitFor();
    const username = (await row.getAttribute('data-username')) ?? '';
    await users.changeRole(username, 'Moderator');
    await users.row(username).getByText('Moderator').waitFor();
    await j.browser.screenshot('admin-users');
  }, JOURNEY_TIMEOUT_MS);
});
