import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';

describe.each(testEngines())('account flows on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['mail-smtp'] });
  });
  afterAll(() => server.close());
  /** A bad, expired or revoked token makes its bearer a visitor: user/info answers null (as Answer). */
  const signedOut = async (token: string) => (await server.api.get(`${V1}/user/info`, { token })).data === null;

  it('registers, mails an activation link, and activates by it', async () => {
    const reg = await server.api.post(`${V1}/user/register/email`, { name: 'Ada Lovelace', e_mail: 'ada@example.org', pass: 'analytical1' });
    expect(reg.code).toBe(200);
    const user = reg.data as { access_token: string; mail_status: number; username: string };
    expect(user.mail_status).toBe(2);
    expect(user.username).toBe('ada-lovelace');
    // Unverified members are led to activation: 403 with type inactive on activated-only calls.
    const blocked = await server.api.put(`${V1}/user/password`, { old_pass: 'analytical1', pass: 'analytical2' }, { token: user.access_token });
    expect(blocked).toMatchObject({ status: 403, data: { type: 'inactive' } });
    const [mail] = await server.outbox('ada@example.org');
    expect(mail!.subject).toContain('Quorum Test');
    expect(mail!.text).toContain('http://quorum.test/users/account-activation?code=');
    const code = await server.mailedCode('ada@example.org');
    const verified = await server.api.post(`${V1}/user/email/verification`, { code });
    expect(verified.data).toMatchObject({ mail_status: 1, username: 'ada-lovelace' });
    const token = (verified.data as { access_token: string }).access_token;
    expect((await server.api.put(`${V1}/user/password`, { old_pass: 'analytical1', pass: 'analytical2' }, { token })).code).toBe(200);
    // The link works once.
    const again = await server.api.post(`${V1}/user/email/verification`, { code });
    expect(again).toMatchObject({ status: 403, reason: 'error.email.verify_url_expired', data: { type: 'url_expired' } });
  });

  it('refuses a duplicate e-mail naming the field, and changes nothing', async () => {
    const users = async () => Number((await server.kernel.db('user').count({ n: '*' }).first())?.n);
    const before = await users();
    const res = await server.api.post(`${V1}/user/register/email`, { name: 'Ada Again', e_mail: 'ADA@example.org', pass: 'analytical1' });
    expect(res).toMatchObject({ status: 400, data: [{ error_field: 'e_mail', error_msg: 'Email already exists.' }] });
    expect(await users()).toBe(before);
  });

  it('only the newest activation link works', async () => {
    const reg = await server.api.post(`${V1}/user/register/email`, { name: 'Grace', e_mail: 'grace@example.org', pass: 'compiler12' });
    const token = (reg.data as { access_token: string }).access_token;
    const first = await server.mailedCode('grace@example.org');
    expect((await server.api.post(`${V1}/user/email/verification/send`, {}, { token })).code).toBe(200);
    const second = await server.mailedCode('grace@example.org');
    expect(second).not.toBe(first);
    expect((await server.api.post(`${V1}/user/email/verification`, { code: first })).status).toBe(403);
    expect((await server.api.post(`${V1}/user/email/verification`, { code: second })).code).toBe(200);
  });

  it('logs in, and logout revokes the token at once', async () => {
    const alice = await server.createUser();
    const session = await server.login(alice.email);
    expect((await server.api.get(`${V1}/user/info`, { token: session.token })).data).toMatchObject({ username: alice.username, e_mail: alice.email });
    expect((await server.api.get(`${V1}/user/logout`, { token: session.token })).code).toBe(200);
    expect(await server.api.get(`${V1}/user/info`, { token: session.token })).toMatchObject({ status: 200, data: null });
    // Routes for members refuse the revoked token.
    expect(await server.api.post(`${V1}/user/email/verification/send`, {}, { token: session.token })).toMatchObject({ status: 401, reason: 'base.unauthorized_error' });
    // Other sessions of the same member live on.
    expect((await server.api.get(`${V1}/user/info`, { token: alice.token })).code).toBe(200);
  });

  it('rejects a wrong password and a forged token', async () => {
    const bob = await server.createUser();
    const wrong = await server.api.post(`${V1}/user/login/email`, { e_mail: bob.email, pass: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 400, reason: 'error.object.email_or_password_incorrect', data: [{ error_field: 'e_mail' }] });
    const forged = bob.token.slice(0, -4) + 'AAAA';
    expect(await signedOut(forged)).toBe(true);
    expect((await server.api.get(`${V1}/user/info`, { token: `Bearer ${bob.token}` })).code).toBe(200);
  });

  it('changes the password: old password checked, other sessions revoked', async () => {
    const carol = await server.createUser();
    const other = await server.login(carol.email);
    const bad = await server.api.put(`${V1}/user/password`, { old_pass: 'wrong-pass', pass: 'brand-new-pass' }, { token: carol.token });
    expect(bad).toMatchObject({ status: 400, data: [{ error_field: 'old_pass' }] });
    const short = await server.api.put(`${V1}/user/password`, { old_pass: carol.password, pass: 'short' }, { token: carol.token });
    expect(short).toMatchObject({ status: 400, data: [{ error_field: 'pass' }] });
    expect((await server.api.put(`${V1}/user/password`, { old_pass: carol.password, pass: 'brand-new-pass' }, { token: carol.token })).code).toBe(200);
    expect(await signedOut(other.token)).toBe(true);
    expect((await server.api.get(`${V1}/user/info`, { token: carol.token })).code).toBe(200);
    await server.login(carol.email, 'brand-new-pass');
  });

  it('resets a forgotten password by mailed link, once, and ends every session', async () => {
    const dave = await server.createUser();
    const unknown = await server.api.post(`${V1}/user/password/reset`, { e_mail: 'nobody@example.org' });
    expect(unknown.code).toBe(200);
    expect(await server.outbox('nobody@example.org')).toEqual([]);
    expect((await server.api.post(`${V1}/user/password/reset`, { e_mail: dave.email })).code).toBe(200);
    const code = await server.mailedCode(dave.email);
    expect((await server.outbox(dave.email))[0]!.text).toContain('/users/password-reset?code=');
    // the link's page asks first; asking uses nothing up
    const check = (c: string) => server.api.post(`${V1}/user/password/replacement/check`, { code: c }).then((r) => r.data);
    expect(await check(code)).toEqual({ live: true });
    expect(await check(code)).toEqual({ live: true });
    expect(await check('not-a-code')).toEqual({ live: false });
    const res = await server.api.post(`${V1}/user/password/replacement`, { code, pass: 'recovered-pass' });
    expect(res.code).toBe(200);
    expect(await check(code)).toEqual({ live: false });
    expect(await signedOut(dave.token)).toBe(true);
    await server.login(dave.email, 'recovered-pass');
    expect((await server.api.post(`${V1}/user/password/replacement`, { code, pass: 'another-pass1' })).data).toEqual({ type: 'url_expired' });
  });

  it('changes the e-mail by a link sent to the new address', async () => {
    const erin = await server.createUser();
    const taken = await server.api.post(`${V1}/user/email/change/code`, { e_mail: 'ada@example.org', pass: erin.password }, { token: erin.token });
    expect(taken).toMatchObject({ status: 400, data: [{ error_field: 'e_mail' }] });
    expect((await server.api.post(`${V1}/user/email/change/code`, { e_mail: 'erin.new@example.org', pass: erin.password }, { token: erin.token })).code).toBe(200);
    const code = await server.mailedCode('erin.new@example.org');
    const res = await server.api.put(`${V1}/user/email`, { code });
    expect(res.data).toMatchObject({ e_mail: 'erin.new@example.org', mail_status: 1 });
    await server.login('erin.new@example.org');
  });

  it('refuses registration when it is closed', async () => {
    await server.kernel.settings.put('login', { allow_new_registrations: false });
    const res = await server.api.post(`${V1}/user/register/email`, { name: 'Late', e_mail: 'late@example.org', pass: 'password12' });
    expect(res).toMatchObject({ status: 403, reason: 'error.user.registration_closed' });
    await server.kernel.settings.put('login', { allow_new_registrations: true });
  });

  it('tells whether an action needs a captcha', async () => {
    const res = await server.api.get(`${V1}/user/action/record`, { query: { action: 'email' } });
    expect(res.data).toEqual({ verify: false });
    expect((await server.api.get(`${V1}/user/action/record`, { query: { action: 'fly' } })).status).toBe(400);
  });
});
