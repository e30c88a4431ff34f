import { describe, expect, it } from 'vitest';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { SuspendedPage } from './pages/suspended-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

/** SPEC §4/§6: a suspended (forbidden) member is sent to the account-suspended page. */
describe('suspended members', () => {
  const j = useJourney({ installed: true });

  async function suspend(userId: string, duration: '7d' | 'forever') {
    const admin = await j.server.admin();
    const res = await j.server.api.put('/answer/admin/api/user/status', { user_id: userId, status: 'suspended', suspend_duration: duration }, { token: admin.token });
    expect(res.code).toBe(200);
  }

  it('a member suspended while signed in is stopped at the next call and told until when', async () => {
    const { page } = j.browser;
    const member = await j.server.createUser();
    await (await new LoginPage(page).goto()).loginAs(member.email, member.password);
    await suspend(member.id, '7d');

    // the suspension ended the session: the next navigation asks them to log in again …
    await page.goto('/users/settings/profile');
    const login = await new LoginPage(page).shown();
    // … and logging in shows the suspension with its end
    await login.login(member.email, member.password);
    const text = await new SuspendedPage(page).text();
    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    expect(text).toContain('suspended until');
    expect(text).toContain(String(until.getUTCFullYear()));
    expect(text).not.toContain('forever');
    await j.browser.screenshot('suspended-until');
    await new Header(page).loginLink().waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('a member suspended forever who logs in sees that it is forever', async () => {
    const { page } = j.browser;
    const member = await j.server.createUser();
    await suspend(member.id, 'forever');
    await (await new LoginPage(page).goto()).login(member.email, member.password);
    expect(await new SuspendedPage(page).text()).toContain('suspended forever');
    await j.browser.screenshot('suspended-forever');
  }, JOURNEY_TIMEOUT_MS);

  it('an open session of a suspended member lands on the suspended page at the next API call', async () => {
    const { page } = j.browser;
    const member = await j.server.createUser({ status: 9 });
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('_a_ltk_', token), member.token);
    await page.goto('/users/settings/profile');
    await new SuspendedPage(page).text();
    // other screens send them back there
    await page.goto('/');
    await new SuspendedPage(page).text();
    await page.evaluate(() => localStorage.clear());
  }, JOURNEY_TIMEOUT_MS);
});
