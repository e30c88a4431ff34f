import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

describe.each(testEngines())('admin user management on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  /** A bad, expired or revoked token makes its bearer a visitor: user/info answers null (as Answer). */
  const signedOut = async (token: string) => (await server.api.get(`${V1}/user/info`, { token })).data === null;
  const put = (path: string, body: unknown) => server.api.put(`${ADMIN}${path}`, body, { token: admin.token });

  it('lists users with paging, search and status filter', async () => {
    const u = await server.createUser({ name: 'Searchable' });
    const page = await server.api.get(`${ADMIN}/users/page`, { token: admin.token, query: { query: 'searchab', page: 1, page_size: 10 } });
    expect(page.data).toMatchObject({ count: 1, list: [{ user_id: u.id, username: 'searchable', status: 'normal', role_id: 1, role_name: 'User' }] });
    // LIKE's wildcards in the search are taken literally on both engines
    const underscored = await server.createUser({ name: 'john_doe' });
    await server.createUser({ name: 'johnxdoe' });
    const literal = await server.api.get<{ list: { user_id: string }[] }>(`${ADMIN}/users/page`, { token: admin.token, query: { query: 'john_d' } });
    expect(literal.data.list.map((x) => x.user_id)).toEqual([underscored.id]);
    const percent = await server.api.get<{ count: number }>(`${ADMIN}/users/page`, { token: admin.token, query: { query: '%' } });
    expect(percent.data.count).toBe(0);
    const bad = await server.api.get(`${ADMIN}/users/page`, { token: admin.token, query: { page_size: 1000 } });
    expect(bad).toMatchObject({ status: 400, data: [{ error_field: 'page_size' }] });
  });

  it('suspends for a time with a reason: tokens revoked, login refused, listed as suspended', async () => {
    const u = await server.createUser();
    expect((await put('/user/status', { user_id: u.id, status: 'suspended', suspend_duration: '7d', reason: 'spam' })).code).toBe(200);
    expect(await signedOut(u.token)).toBe(true);
    const login = await server.api.post(`${V1}/user/login/email`, { e_mail: u.email, pass: u.password });
    expect(login).toMatchObject({ status: 403, reason: 'error.user.suspended', data: { type: 'suspended' } });
    expect((login.data as { suspended_until: number }).suspended_until).toBeGreaterThan(server.kernel.clock.now() + 6 * 86400);
    const page = await server.api.get(`${ADMIN}/users/page`, { token: admin.token, query: { status: 'suspended' } });
    expect((page.data as { list: { user_id: string }[] }).list.map((x) => x.user_id)).toContain(u.id);
    // suspended → inactive is refused; → normal restores login
    expect(await put('/user/status', { user_id: u.id, status: 'inactive' })).toMatchObject({ status: 400, data: [{ error_field: 'status' }] });
    expect((await put('/user/status', { user_id: u.id, status: 'normal' })).code).toBe(200);
    await server.login(u.email);
  });

  it('follows SPEC §4 transitions: same status is a no-op, inactive cannot be suspended or deleted', async () => {
    const u = await server.createUser({ activated: false });
    expect((await put('/user/status', { user_id: u.id, status: 'inactive' })).code).toBe(200);
    expect((await server.api.get(`${V1}/user/info`, { token: u.token })).code).toBe(200);
    for (const status of ['suspended', 'deleted']) expect((await put('/user/status', { user_id: u.id, status })).status).toBe(400);
    const v = await server.createUser();
    expect((await put('/user/status', { user_id: v.id, status: 'deleted' })).code).toBe(200);
    expect((await server.api.post(`${V1}/user/login/email`, { e_mail: v.email, pass: v.password })).status).toBe(400);
  });

  it('shows one member to admins only, and answers 404 for an unknown id', async () => {
    const u = await server.createUser({ name: 'Overview' });
    const one = await server.api.get(`${ADMIN}/user`, { token: admin.token, query: { user_id: u.id } });
    expect(one.data).toMatchObject({ user_id: u.id, username: 'overview', status: 'normal', role_name: 'User' });
    expect(await server.api.get(`${ADMIN}/user`, { token: admin.token, query: { user_id: '999999' } })).toMatchObject({ status: 404, reason: 'error.user.not_found' });
    expect(await server.api.get(`${ADMIN}/user`, { token: admin.token, query: { user_id: 'abc' } })).toMatchObject({ status: 400, data: [{ error_field: 'user_id' }] });
    expect((await server.api.get(`${ADMIN}/user`, { token: u.token, query: { user_id: u.id } })).status).toBe(403);
  });

  it('refuses operating on oneself and unknown users', async () => {
    expect(await put('/user/status', { user_id: admin.id, status: 'suspended' })).toMatchObject({ status: 403, msg: 'Forbidden to operate on yourself' });
    expect(await put('/user/role', { user_id: admin.id, role_id: 1 })).toMatchObject({ status: 403, msg: 'Forbidden to operate on yourself' });
    expect(await put('/user/status', { user_id: '999999', status: 'normal' })).toMatchObject({ status: 400, data: [{ error_field: 'user_id' }] });
    expect(await put('/user/status', { user_id: 'abc', status: 'normal' })).toMatchObject({ status: 400, data: [{ error_field: 'user_id' }] });
    expect(await put('/user/status', { user_id: '2', status: 'frozen' })).toMatchObject({ status: 400, data: [{ error_field: 'status' }] });
  });

  it('changes roles (revoking tokens) and lists the roles', async () => {
    const roles = await server.api.get(`${ADMIN}/roles`, { token: admin.token });
    expect((roles.data as { name: string }[]).map((r) => r.name)).toEqual(['User', 'Moderator', 'Admin']);
    const u = await server.createUser();
    expect((await put('/user/role', { user_id: u.id, role_id: 3 })).code).toBe(200);
    expect(await signedOut(u.token)).toBe(true);
    const again = await server.login(u.email);
    expect(((await server.api.get(`${V1}/user/info`, { token: again.token })).data as { role_id: number }).role_id).toBe(3);
    expect((await put('/user/role', { user_id: u.id, role_id: 7 })).status).toBe(400);
  });

  it('adds a user and sets a new password that logs them out', async () => {
    const created = await server.api.post(`${ADMIN}/user`, { display_name: 'Helen', email: 'helen@example.org', password: 'helen-pass1' }, { token: admin.token });
    expect(created.code).toBe(200);
    const helen = await server.login('helen@example.org', 'helen-pass1');
    // username and role_id are the CLI's to choose, not this route's
    const extra = { display_name: 'Ivan Admin', email: 'ivan@example.org', password: 'ivan-pass-1', username: 'Not Valid!', role_id: 99 };
    expect((await server.api.post(`${ADMIN}/user`, extra, { token: admin.token })).code).toBe(200);
    expect(await server.kernel.users.byEmail('ivan@example.org')).toMatchObject({ username: 'ivan-admin', role_id: 1 });
    const dup = await server.api.post(`${ADMIN}/user`, { display_name: 'Helen2', email: 'helen@example.org', password: 'helen-pass1' }, { token: admin.token });
    expect(dup).toMatchObject({ status: 400, data: [{ error_field: 'email' }] });
    const short = await server.api.post(`${ADMIN}/user`, { display_name: 'Al', email: 'al@example.org', password: 'x' }, { token: admin.token });
    expect((short.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['display_name', 'password']);
    expect((await put('/user/password', { user_id: helen.id, password: 'helen-pass2' })).code).toBe(200);
    expect(await signedOut(helen.token)).toBe(true);
    await server.login('helen@example.org', 'helen-pass2');
  });
});
