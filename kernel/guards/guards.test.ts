import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';
import { Role, UserStatus } from '../auth/session-user.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

describe.each(testEngines())('guards on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['hello'], extraPluginRoots: [new URL('../../tests/fixtures/plugins', import.meta.url).pathname] });
  });
  afterAll(() => server.close());

  it('member: visitors get 401', async () => {
    expect(await server.api.post(`${V1}/user/email/verification/send`, {})).toMatchObject({ status: 401, reason: 'base.unauthorized_error', data: null });
  });

  it('activated: unverified members get 403 type inactive; suspended get 403 type suspended', async () => {
    const pending = await server.createUser({ activated: false });
    expect(await server.api.put(`${V1}/user/password`, {}, { token: pending.token })).toMatchObject({ status: 403, data: { type: 'inactive' } });
    // member-level calls stay open to them (resend activation, logout, info)
    expect((await server.api.get(`${V1}/user/info`, { token: pending.token })).code).toBe(200);
    const suspended = await server.createUser({ status: UserStatus.suspended });
    expect(await server.api.put(`${V1}/user/password`, {}, { token: suspended.token })).toMatchObject({ status: 403, data: { type: 'suspended' } });
    // Their own info stays readable, so the suspended page can say until when; logout works.
    expect((await server.api.get(`${V1}/user/info`, { token: suspended.token })).data).toMatchObject({ status: 'forbidden', suspended_until: 0 });
    expect((await server.api.get(`${V1}/user/logout`, { token: suspended.token })).code).toBe(200);
    // The ended session makes them a visitor: user/info answers null (as Answer).
    expect(await server.api.get(`${V1}/user/info`, { token: suspended.token })).toMatchObject({ status: 200, data: null });
  });

  it('admin: members and moderators get 403, admins pass', async () => {
    const member = await server.createUser();
    const moderator = await server.createUser({ role: Role.moderator });
    const admin = await server.admin();
    expect(await server.api.get(`${ADMIN}/siteinfo/general`, { token: member.token })).toMatchObject({ status: 403, reason: 'base.forbidden_error' });
    expect((await server.api.get(`${ADMIN}/siteinfo/general`, { token: moderator.token })).status).toBe(403);
    expect((await server.api.get(`${ADMIN}/siteinfo/general`)).status).toBe(401);
    expect((await server.api.get(`${ADMIN}/siteinfo/general`, { token: admin.token })).code).toBe(200);
  });

  it('login_required closes optional routes to visitors but leaves the account calls open', async () => {
    expect((await server.api.get(`${V1}/hello/greeting`)).code).toBe(200);
    await server.kernel.settings.put('login', { login_required: true });
    try {
      expect((await server.api.get(`${V1}/hello/greeting`)).status).toBe(401);
      const pending = await server.createUser({ activated: false });
      expect(await server.api.get(`${V1}/hello/greeting`, { token: pending.token })).toMatchObject({ status: 403, data: { type: 'inactive' } });
      const member = await server.createUser();
      expect((await server.api.get(`${V1}/hello/greeting`, { token: member.token })).code).toBe(200);
      // Account endpoints SPEC §6 lists stay reachable.
      expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
      expect((await server.api.post(`${V1}/user/password/reset`, { e_mail: 'x@example.org' })).code).toBe(200);
      expect((await server.api.post(`${V1}/user/login/email`, { e_mail: member.email, pass: member.password })).code).toBe(200);
      expect((await server.api.post(`${V1}/user/register/email`, { name: 'Newbie', e_mail: 'newbie@example.org', pass: 'password12' })).code).toBe(200);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });
});
