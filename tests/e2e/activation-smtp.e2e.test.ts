import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../../plugins/mail-smtp/server/loopback-smtp.ts';
import { ActivationPage } from './pages/activation-page';
import { Header } from './pages/header';
import { RegisterPage } from './pages/register-page';
import { newMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

const ADMIN = '/answer/admin/api';

/**
 * The whole activation path with real mail (issue 10): sign up in the browser, the activation
 * mail crosses SMTP to a server on loopback, the link in it is opened, the account is active.
 */
describe('activation mail over SMTP', () => {
  const j = useJourney({ installed: true });
  let smtp: LoopbackSmtp;

  beforeAll(async () => {
    smtp = await startLoopbackSmtp({ tls: 'starttls', auth: { user: 'mailer', pass: 'right-pass' } });
    const { token } = await j.server.admin();
    // Links in mail lead to this very server, and its mail goes to the loopback SMTP server.
    const general = (await j.server.api.get<Record<string, unknown>>(`${ADMIN}/siteinfo/general`, { token })).data;
    expect((await j.server.api.put(`${ADMIN}/siteinfo/general`, { ...general, site_url: j.server.url }, { token })).code).toBe(200);
    expect((await j.server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'mail-smtp', config_fields: { tls_ca: smtp.cert } }, { token })).code).toBe(200);
    const smtpSettings = {
      from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
      encryption: 'TLS', smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'right-pass',
    };
    expect((await j.server.api.put(`${ADMIN}/setting/smtp`, smtpSettings, { token })).code).toBe(200);
  }, JOURNEY_TIMEOUT_MS);
  afterAll(() => smtp?.close());

  it('signs up, receives the activation mail over SMTP, opens its link and is active', async () => {
    const { page } = j.browser;
    const member = newMember('Mailed');
    await (await new RegisterPage(page).goto()).register(member.name, member.email, member.password);
    await new ActivationPage(page).notice().waitFor();

    const mail = await vi.waitFor((): ReceivedMail => {
      const [received] = smtp.to(member.email);
      if (!received) throw new Error(`no mail for ${member.email} yet`);
      return received;
    }, { timeout: 20_000, interval: 50 });
    expect(mail).toMatchObject({ from: 'noreply@q.example', subject: '[Quorum Test] Confirm your new account', user: 'mailer', secure: true });
    const link = /https?:\/\/\S+\/users\/account-activation\?code=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(link!.startsWith(`${j.server.url}/`)).toBe(true);
    expect(mail.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);

    await page.goto(link!);
    await new ActivationPage(page).success().waitFor();
    await page.waitForURL((url) => url.pathname === '/users/account-activation/success');
    await j.browser.screenshot('activation-smtp-success');
    await page.goto('/users/login');
    await page.waitForURL((url) => url.pathname === '/');
    await new Header(page).userMenu().waitFor();
    const user = await j.server.kernel.users.byEmail(member.email);
    expect(user?.mail_status).toBe(1);
    const [row] = await j.server.kernel.db('mail_outbox').where({ to_address: member.email }).select('status', 'transport');
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
  }, JOURNEY_TIMEOUT_MS);
});
