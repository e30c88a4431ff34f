import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

describe.each(testEngines())('admin user tools (bulk add, profile, activation, staff, purge) on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'mail-smtp'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const count = async () => Number((await server.kernel.db('user').count({ n: '*' }).first())?.n);
  const byEmail = (email: string) => server.kernel.db('user').where({ e_mail: email }).first();
  const register = async (name: string, email: string) => {
    const res = await server.api.post(`${V1}/user/register/email`, { name, e_mail: email, pass: 'registered1' });
    expect(res.code).toBe(200);
    return String((await byEmail(email)).id);
  };

  it('bulk add refuses every bad line by number and field, creates none, then all when the text is good', async () => {
    const taken = await server.createUser({ name: 'Takenmail' });
    const before = await count();
    const text = [
      'Good One, good1@bulk.test, password1',
      `Dup Site, ${taken.email}, password2`,
      'No Commas here',
      'Short Pass, short@bulk.test, abc',
      'Bad Mail, not-an-address, password3',
      'Twice, good1@bulk.test, password4',
    ].join('\n');
    const res = await server.api.post(`${ADMIN}/users`, { users: text }, { token: admin.token });
    expect(res).toMatchObject({ status: 400, reason: 'error.user.bulk.refused' });
    const errors = res.data as { error_field: string; error_msg: string }[];
    expect(errors.map((e) => e.error_field)).toEqual(['users', 'users', 'users', 'users', 'users']);
    expect(errors.map((e) => e.error_msg.match(/^Line (\d+)/)?.[1])).toEqual(['2', '3', '4', '5', '6']);
    expect(errors[0]!.error_msg).toContain(taken.email);
    expect(errors[0]!.error_msg).toContain('e-mail');
    expect(errors[2]!.error_msg).toContain('password');
    expect(errors[2]!.error_msg).not.toContain('abc'); // passwords are never echoed
    expect(errors[3]!.error_msg).toContain('not-an-address');
    expect(await count()).toBe(before);
    const zh = await server.api.post(`${ADMIN}/users`, { users: 'x' }, { token: admin.token, language: 'zh_CN' });
    expect((zh.data as { error_msg: string }[])[0]!.error_msg).toContain('第 1 行');

    const good = 'Bulk Ann, ann@bulk.test, password1\n  Bulk Ben ,ben@bulk.test,password2  \n';
    expect((await server.api.post(`${ADMIN}/users`, { users: good }, { token: admin.token })).code).toBe(200);
    expect(await count()).toBe(before + 2);
    const ben = await server.login('ben@bulk.test', 'password2');
    const info = await server.api.get(`${V1}/user/info`, { token: ben.token });
    expect(info.data).toMatchObject({ display_name: 'Bulk Ben', mail_status: 1 });
    // only admins
    expect((await server.api.post(`${ADMIN}/users`, { users: good }, { token: ben.token })).status).toBe(403);
  });

  it('edits a member profile, refusing a taken username or e-mail on its field', async () => {
    const a = await server.createUser({ name: 'Profilea' });
    const b = await server.createUser({ name: 'Profileb' });
    const put = (body: object, token = admin.token) => server.api.put(`${ADMIN}/user/profile`, body, { token });
    expect(await put({ user_id: a.id, display_name: 'A', username: 'x', email: a.email })).toMatchObject({ status: 400, data: [{ error_field: 'display_name' }] });
    expect(await put({ user_id: a.id, display_name: 'Renamed', username: b.username, email: a.email })).toMatchObject({ status: 400, data: [{ error_field: 'username' }] });
    expect(await put({ user_id: a.id, display_name: 'Renamed', username: 'renamed-a', email: b.email.toUpperCase() })).toMatchObject({ status: 400, data: [{ error_field: 'email' }] });
    expect(await put({ user_id: a.id, display_name: 'Renamed', username: 'Bad Name!', email: a.email })).toMatchObject({ status: 400, data: [{ error_field: 'username' }] });
    expect(await put({ user_id: admin.id, display_name: 'Me', username: 'admin', email: 'admin@quorum.test' })).toMatchObject({ status: 403 });
    expect(await put({ user_id: a.id, display_name: 'Renamed', username: 'renamed-a', email: b.email }, a.token)).toMatchObject({ status: 403 });
    expect((await put({ user_id: a.id, display_name: 'Renamed A', username: 'renamed-a', email: 'renamed-a@quorum.test' })).code).toBe(200);
    const one = await server.api.get(`${ADMIN}/user`, { token: admin.token, query: { user_id: a.id } });
    expect(one.data).toMatchObject({ username: 'renamed-a', display_name: 'Renamed A', e_mail: 'renamed-a@quorum.test' });
    await server.login('renamed-a@quorum.test');
  });

  it('hands over an activation link that activates, and mails one again', async () => {
    const id = await register('Not Mailed', 'notmailed@quorum.test');
    const res = await server.api.get<{ activation_url: string }>(`${ADMIN}/user/activation`, { token: admin.token, query: { user_id: id } });
    expect(res.data.activation_url).toMatch(/^http:\/\/quorum\.test\/users\/account-activation\?code=/);
    const code = decodeURIComponent(res.data.activation_url.split('code=')[1]!);
    const verified = await server.api.post(`${V1}/user/email/verification`, { code });
    expect(verified.data).toMatchObject({ mail_status: 1 });
    // an active member has no activation to hand over
    expect(await server.api.get(`${ADMIN}/user/activation`, { token: admin.token, query: { user_id: id } })).toMatchObject({ status: 400, data: [{ error_field: 'user_id' }] });

    const other = await register('Mail Again', 'mailagain@quorum.test');
    const mailed = (await server.outbox('mailagain@quorum.test')).length;
    expect((await server.api.post(`${ADMIN}/user/activation`, { user_id: other }, { token: admin.token })).code).toBe(200);
    expect((await server.outbox('mailagain@quorum.test')).length).toBe(mailed + 1);
    const again = await server.mailedCode('mailagain@quorum.test');
    expect((await server.api.post(`${V1}/user/email/verification`, { code: again })).data).toMatchObject({ mail_status: 1 });
    expect((await server.api.get(`${ADMIN}/user/activation`, { token: admin.token, query: { user_id: '999999' } })).status).toBe(400);
  });

  it('lists staff by name prefix', async () => {
    await server.createUser({ name: 'Staffmod', role: 3 });
    await server.createUser({ name: 'Staffplain' });
    const res = await server.api.get<{ username: string }[]>(`${V1}/user/staff`, { query: { username: 'staff', page_size: 10 } });
    expect(res.data.map((u) => u.username)).toEqual(['staffmod']);
    const all = await server.api.get<{ username: string }[]>(`${V1}/user/staff`, {});
    expect(all.data.map((u) => u.username)).toContain('admin');
  });

  it('purges deleted accounts permanently, and refuses an unknown type', async () => {
    const gone = await server.createUser();
    const kept = await server.createUser();
    expect((await server.api.put(`${ADMIN}/user/status`, { user_id: gone.id, status: 'deleted' }, { token: admin.token })).code).toBe(200);
    expect(await server.api.delete(`${ADMIN}/delete/permanently`, { type: 'posts' }, { token: admin.token })).toMatchObject({ status: 400, data: [{ error_field: 'type' }] });
    expect((await server.api.delete(`${ADMIN}/delete/permanently`, { type: 'users' }, { token: admin.token })).code).toBe(200);
    expect(await server.kernel.db('user').where({ id: Number(gone.id) }).first()).toBeUndefined();
    expect(await server.kernel.db('user').where({ id: Number(kept.id) }).first()).toBeDefined();
  });
});
