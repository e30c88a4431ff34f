import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { ask } from '../support/posts.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

/**
 * Every way an account becomes active earns the one reputation point asking needs: the admin's
 * "add user", registration with verification off, the admin setting an unverified member to
 * normal, and an unverified member confirming a new address. Members are made through those calls, never written as rows, so a path that forgets
 * the point fails here.
 */
describe.each(testEngines())('a new member can ask at once on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'questions', 'tags', 'reputation', 'mail-smtp'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  const rank = async (token: string) => (await server.api.get<{ rank: number }>(`${V1}/user/info`, { token })).data.rank;
  const asks = async (token: string) => (await server.api.post(`${V1}/question`, { title: 'A question from a brand new member', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'quorum-test' }] }, { token })).code;

  beforeAll(async () => {
    await ask(server, admin); // makes the shared tag, as an admin would before opening the site
  });

  it('a member the admin adds starts at reputation 1 and asks', async () => {
    const added = await server.api.post(`${ADMIN}/user`, { display_name: 'Added Member', email: 'added@example.org', password: 'added-pass-1' }, { token: admin.token });
    expect(added.code).toBe(200);
    const member = await server.login('added@example.org', 'added-pass-1');
    expect(await rank(member.token)).toBe(1);
    expect(await asks(member.token)).toBe(200);
  });

  it('a member who registers with verification off starts at reputation 1 and asks', async () => {
    await server.kernel.settings.put('login', { require_email_verification: false });
    try {
      const reg = await server.api.post<{ access_token: string }>(`${V1}/user/register/email`, { name: 'Open Door', e_mail: 'open@example.org', pass: 'open-door-1' });
      expect(reg.code).toBe(200);
      expect(await rank(reg.data.access_token)).toBe(1);
      expect(await asks(reg.data.access_token)).toBe(200);
    } finally {
      await server.kernel.settings.put('login', { require_email_verification: true });
    }
  });

  it('an unverified member who confirms a new address is activated by it, once', async () => {
    const reg = await server.api.post<{ access_token: string }>(`${V1}/user/register/email`, { name: 'Typo Address', e_mail: 'typo@example.orgg', pass: 'typo-address-1' });
    expect(reg.code).toBe(200);
    expect(await rank(reg.data.access_token)).toBe(0);
    const asked = await server.api.post(`${V1}/user/email/change/code`, { e_mail: 'fixed@example.org', pass: 'typo-address-1' }, { token: reg.data.access_token });
    expect(asked.code).toBe(200);
    const confirmed = await server.api.put<{ access_token: string }>(`${V1}/user/email`, { code: await server.mailedCode('fixed@example.org') });
    expect(confirmed.code).toBe(200);
    expect(await rank(confirmed.data.access_token)).toBe(1);
    expect(await asks(confirmed.data.access_token)).toBe(200);
  });

  it('an unverified member the admin sets to normal is activated once, as by the link', async () => {
    const reg = await server.api.post<{ id: string }>(`${V1}/user/register/email`, { name: 'Never Clicked', e_mail: 'unclicked@example.org', pass: 'unclicked-1' });
    expect(reg.code).toBe(200);
    const status = (s: string) => server.api.put(`${ADMIN}/user/status`, { user_id: reg.data.id, status: s }, { token: admin.token });
    expect((await status('normal')).code).toBe(200);
    const member = await server.login('unclicked@example.org', 'unclicked-1');
    expect(await rank(member.token)).toBe(1);
    expect(await asks(member.token)).toBe(200);
    // Suspended and restored, or set normal again, it earns nothing more.
    expect((await status('suspended')).code).toBe(200);
    expect((await status('normal')).code).toBe(200);
    expect(await rank((await server.login('unclicked@example.org', 'unclicked-1')).token)).toBe(1);
  });
});
