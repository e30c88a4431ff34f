import { describe, expect, it } from 'vitest';
import { ActivationPage } from './pages/activation-page';
import { RegisterPage } from './pages/register-page';
import { newMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

/** A self-hosted site without SMTP: the activation mail is only logged, and the screen says where it went. */
describe('activation on a site that sends no mail', () => {
  const j = useJourney({ installed: true });

  it('tells the new member the link is in the server log', async () => {
    const { page } = j.browser;
    const member = newMember('Nomail');
    await (await new RegisterPage(page).goto()).register(member.name, member.email, member.password);
    const notice = new ActivationPage(page).notice();
    await notice.waitFor();
    const hint = notice.getByTestId('mail-not-sent');
    await hint.waitFor();
    expect(await hint.innerText()).toContain(`The activation link for ${member.email} is written to the server's log`);
    // …and does not claim a mail was sent.
    expect(await notice.innerText()).not.toContain('has been sent');
    await j.browser.screenshot('activation-without-mail');
  }, JOURNEY_TIMEOUT_MS);
});
