import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** `GET user/email/delivery`: the activation screen's hint that, without SMTP, the link is in the server log. */
describe('whether mail leaves the site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: ['mail-smtp'] });
  });
  afterAll(() => server.close());

  it('tells a member waiting for an activation mail whether it was sent, and a visitor nothing', async () => {
    const waiting = await server.createUser({ activated: false });
    const ask = () => server.api.get('/answer/api/v1/user/email/delivery', { token: waiting.token });
    expect(await ask()).toMatchObject({ status: 200, data: { mail_leaves_site: false } });
    expect((await server.api.get('/answer/api/v1/user/email/delivery')).status).toBe(401);
    const admin = await server.admin();
    const smtp = await server.api.put('/answer/admin/api/setting/smtp', {
      from_email: 'noreply@q.example', from_name: 'Quorum', smtp_host: 'smtp.q.example', smtp_port: 25,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
    }, { token: admin.token });
    expect(smtp.code).toBe(200);
    expect(await ask()).toMatchObject({ status: 200, data: { mail_leaves_site: true } });
  });
});
