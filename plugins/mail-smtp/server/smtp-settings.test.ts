import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kernel, REPO_ROOT } from '../../../kernel/kernel.ts';
import { ApiClient } from '../../../tests/support/api-client.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from './loopback-smtp.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

describe.each(testEngines())('SMTP settings and the test mail on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const smtps: LoopbackSmtp[] = [];
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['mail-smtp'] });
    admin = await server.admin();
  });
  afterAll(async () => {
    await server.close();
    await Promise.all(smtps.map((s) => s.close()));
  });
  const get = (path: string) => server.api.get(`${ADMIN}${path}`, { token: admin.token });
  const put = (body: unknown, language?: string) => server.api.put(`${ADMIN}/setting/smtp`, body, { token: admin.token, language });
  const smtp = async (options: Parameters<typeof startLoopbackSmtp>[0]) => {
    const s = await startLoopbackSmtp(options);
    smtps.push(s);
    return s;
  };
  const settings = (port: number, extra: Record<string, unknown> = {}) => ({
    from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: port,
    encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '', ...extra,
  });
  const trustCa = (cert: string) =>
    server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'mail-smtp', config_fields: { tls_ca: cert } }, { token: admin.token });

  it('keeps the SMTP password secret and checks the port range', async () => {
    const values = { ...settings(587), smtp_host: 'smtp.q.example', encryption: 'TLS', smtp_username: 'u', smtp_password: 's3cret', smtp_authentication: true };
    expect((await put(values)).code).toBe(200);
    expect((await get('/setting/smtp')).data).toMatchObject({ smtp_host: 'smtp.q.example', smtp_password: '' });
    expect((await put({ ...values, smtp_password: '' })).code).toBe(200);
    expect((await server.kernel.settings.get<{ smtp_password: string }>('smtp')).smtp_password).toBe('s3cret');
    expect((await put({ ...values, smtp_port: 70000 })).data).toEqual([{ error_field: 'smtp_port', error_msg: 'Must be at most 65535.' }]);
    expect((await put({ ...values, encryption: 'STARTTLS' })).status).toBe(400);
    expect((await put({ ...values, test_email_recipient: 'not-mail' })).data).toMatchObject([{ error_field: 'test_email_recipient' }]);
    expect(JSON.stringify((await server.api.get(`${V1}/siteinfo`)).data)).not.toContain('s3cret');
    const member = await server.createUser();
    expect((await server.api.get(`${ADMIN}/setting/smtp`, { token: member.token })).status).toBe(403);
  });

  it('sends the test mail at once over plain SMTP without AUTH', async () => {
    const s = await smtp({ tls: 'none' });
    expect((await put({ ...settings(s.port), test_email_recipient: 'ops@q.example' })).code).toBe(200);
    const [mail] = s.to('ops@q.example');
    expect(mail).toMatchObject({ from: 'noreply@q.example', subject: '[Quorum Test] Test email', user: '', secure: false });
    expect(mail!.text).toContain('This is a test email from Quorum Test.');
    expect(mail!.html).toContain('<!doctype html>');
    const [row] = await server.kernel.db('mail_outbox').where({ to_address: 'ops@q.example' }).select('status', 'transport', 'attempts');
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('logs in over STARTTLS and over SSL with the server certificate trusted', async () => {
    const starttls = await smtp({ tls: 'starttls', auth: { user: 'mailer', pass: 'right-pass' } });
    expect((await trustCa(starttls.cert)).code).toBe(200);
    const auth = { smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'right-pass' };
    expect((await put({ ...settings(starttls.port, { ...auth, encryption: 'TLS' }), test_email_recipient: 'tls@q.example' })).code).toBe(200);
    expect(starttls.to('tls@q.example')[0]).toMatchObject({ user: 'mailer', secure: true });
    const ssl = await smtp({ tls: 'ssl', auth: { user: 'mailer', pass: 'right-pass' } });
    expect((await put({ ...settings(ssl.port, { ...auth, encryption: 'SSL' }), test_email_recipient: 'ssl@q.example' })).code).toBe(200);
    expect(ssl.to('ssl@q.example')[0]).toMatchObject({ user: 'mailer', secure: true });
  });

  it('reports a refused login, an unreachable host and a TLS failure as a clear 400 in the request language', async () => {
    const s = await smtp({ tls: 'none', auth: { user: 'mailer', pass: 'right-pass' } });
    const wrongLogin = { ...settings(s.port, { smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'wrong-pass' }), test_email_recipient: 'a@q.example' };
    const wrong = await put(wrongLogin);
    expect(wrong).toMatchObject({ status: 400, reason: 'error.mail_smtp.test_failed', data: [{ error_field: 'test_email_recipient', error_msg: wrong.msg }] });
    expect(wrong.msg).toBe('The settings were saved, but the test email could not be sent: the SMTP server refused the user name or password.');
    const zh = await put(wrongLogin, 'zh_CN');
    expect(zh.msg).toBe('设置已保存，但测试邮件发送失败：SMTP 服务器拒绝了用户名或密码。');

    const closed = await smtp({});
    await closed.close();
    const unreachable = await put({ ...settings(closed.port), test_email_recipient: 'a@q.example' });
    expect(unreachable).toMatchObject({ status: 400, msg: `The settings were saved, but the test email could not be sent: cannot reach the SMTP server at 127.0.0.1:${closed.port}.` });

    // A certificate nobody told the site to trust.
    expect((await trustCa('')).code).toBe(200);
    const tls = await smtp({ tls: 'ssl' });
    const untrusted = await put({ ...settings(tls.port, { encryption: 'SSL' }), test_email_recipient: 'a@q.example' });
    expect(untrusted.status).toBe(400);
    expect(untrusted.msg).toContain(`the secure connection to 127.0.0.1:${tls.port} failed`);
    // SSL spoken to a server that expects plain SMTP.
    const plain = await smtp({ tls: 'none' });
    expect((await put({ ...settings(plain.port, { encryption: 'SSL' }), test_email_recipient: 'a@q.example' })).msg).toContain('the secure connection');

    const failed = await server.kernel.db('mail_outbox').where({ to_address: 'a@q.example' }).select('status', 'error');
    expect(failed.length).toBe(5);
    expect(failed.every((r: { status: string; error: string }) => r.status === 'failed' && r.error !== '')).toBe(true);
    // The site keeps serving.
    expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
  });

  it('asks for a host before sending a test mail', async () => {
    const res = await put({ ...settings(25), smtp_host: '', test_email_recipient: 'a@q.example' });
    expect(res).toMatchObject({ status: 400, data: [{ error_field: 'smtp_host', error_msg: 'Set the SMTP host before sending a test email.' }] });
  });
});

describe.each(testEngines())('the test mail of a site whose only plugin besides the engines is mail-smtp, on %s', (engine) => {
  it('is laid out with the shared layout and its texts in both languages', async () => {
    const installed = await startTestServer({ engine, plugins: ['mail-smtp'] });
    const smtp = await startLoopbackSmtp({ tls: 'none' });
    const alone = new Kernel({
      home: installed.home, plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'mail-smtp'],
      logger: pino({ level: 'silent' }), webDist: false, pluginRoots: [join(REPO_ROOT, 'plugins')],
    });
    try {
      const { id: adminId } = await installed.kernel.db('user').where({ e_mail: 'admin@quorum.test' }).first('id');
      await installed.kernel.close();
      await alone.boot();
      expect(alone.host.list().map((p) => [p.manifest.id, p.status]).filter(([, status]) => status === 'quarantined')).toEqual([]);
      const api = new ApiClient(`http://127.0.0.1:${await alone.listen(0, '127.0.0.1')}`);
      const { token } = await alone.sessions.create(adminId, '127.0.0.1');
      const values = {
        from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
        encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
      };
      expect((await api.put('/answer/admin/api/setting/smtp', { ...values, test_email_recipient: 'en@q.example' }, { token })).code).toBe(200);
      expect((await api.put('/answer/admin/api/setting/smtp', { ...values, test_email_recipient: 'zh@q.example' }, { token, language: 'zh_CN' })).code).toBe(200);
      const [en] = smtp.to('en@q.example');
      expect(en!.text).toContain('This email was sent by Quorum Test (http://quorum.test).');
      expect(en!.html).toContain('This email was sent by Quorum Test (http://quorum.test).');
      expect(smtp.to('zh@q.example')[0]!.text).toContain('此邮件由 Quorum Test（http://quorum.test）发送。');
    } finally {
      await alone.close();
      await installed.close();
      await smtp.close();
    }
  });
});
