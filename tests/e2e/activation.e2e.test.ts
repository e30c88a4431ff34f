import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/ports/clock.ts';
import { ActivationPage } from './pages/activation-page';
import { Header } from './pages/header';
import { RegisterPage } from './pages/register-page';
import { newMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

/** SPEC §4 activation: the link mailed at sign-up, used once, valid for 10 minutes. */
describe('account activation by e-mail', () => {
  const clock = new ManualClock();
  const j = useJourney({ installed: true, clock });

  async function signUp() {
    const member = newMember('Fresh');
    await (await new RegisterPage(j.browser.page).goto()).register(member.name, member.email, member.password);
    await new ActivationPage(j.browser.page).notice().waitFor();
    return member;
  }

  it('signs up, follows the mailed link, and is an activated member afterwards', async () => {
    const { page } = j.browser;
    const member = await signUp();
    await j.browser.screenshot('activation-notice');
    const code = await j.server.mailedCode(member.email);

    const activation = await new ActivationPage(page).open(code);
    await activation.success().waitFor();
    await page.waitForURL((url) => url.pathname === '/users/account-activation/success');
    await j.browser.screenshot('activation-success');

    // activated: the login page no longer shows the activation prompt but sends them home
    await page.goto('/users/login');
    await page.waitForURL((url) => url.pathname === '/');
    await new Header(page).userMenu().waitFor();
    expect(await activation.notice().count()).toBe(0);
    // the ask button leads on (no detour to the activation page)
    await new Header(page).askButton().click();
    await page.waitForURL((url) => url.pathname === '/questions/ask');
    const me = await page.request.get('/answer/api/v1/user/info', { headers: { Authorization: await token(page) } });
    expect(((await me.json()) as { data: { mail_status: number } }).data.mail_status).toBe(1);

    // the same link a second time, signed out: no longer valid
    await page.goto('/');
    await new Header(page).logout();
    await activation.open(code);
    await activation.failed().waitFor();
    expect(page.url()).toMatch(/\/users\/account-activation\/failed$/);
    await j.browser.screenshot('activation-failed');
  }, JOURNEY_TIMEOUT_MS);

  it('an expired link (older than 10 minutes) lands on the activation-failed page', async () => {
    const { page } = j.browser;
    const member = await signUp();
    const code = await j.server.mailedCode(member.email);
    clock.advance(11 * 60);
    const activation = await new ActivationPage(page).open(code);
    await activation.failed().waitFor();
    // still not activated: the activation prompt stays
    await page.goto('/users/login');
    await activation.notice().waitFor();
    await page.goto('/');
    await new Header(page).logout();
  }, JOURNEY_TIMEOUT_MS);

  it('a made-up code lands on the activation-failed page too', async () => {
    const { page } = j.browser;
    const activation = await new ActivationPage(page).open('not-a-real-code');
    await activation.failed().waitFor();
  }, JOURNEY_TIMEOUT_MS);
});

async function token(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('_a_ltk_') ?? '');
}
