import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { png, uploadedPath, uploadFile } from './upload-test-kit.ts';

const V1 = '/answer/api/v1';

/** Signs in as a browser does and keeps the session cookie the server sets. */
async function browserLogin(server: TestServer, user: TestUser): Promise<{ cookie: string; token: string }> {
  const res = await fetch(new URL(`${V1}/user/login/email`, server.url), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: user.email, pass: user.password }),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^quorum_session=[^;]+;/);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  return { cookie: setCookie.split(';')[0]!, token };
}

describe.each(testEngines())('uploaded files on a login-required site on %s', (engine) => {
  let server: TestServer;
  let stored: string;
  const get = (cookie?: string, path = stored) => fetch(new URL(path, server.url), { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['uploads-local', 'admin'] });
    const member = await server.createUser();
    stored = uploadedPath((await uploadFile(server, member.token, { data: png(), name: 'a.png' })).data);
  });
  afterAll(() => server.close());

  it('serves them to anyone on a public site, cacheable by anyone', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  describe('once login is required', () => {
    beforeAll(() => server.kernel.settings.put('login', { login_required: true }));
    afterAll(() => server.kernel.settings.put('login', { login_required: false }));

    it('refuses visitors and bad cookies', async () => {
      expect((await get()).status).toBe(401);
      expect((await get('quorum_session=not-a-token')).status).toBe(401);
      expect((await fetch(new URL(stored, server.url), { method: 'HEAD' })).status).toBe(401);
    });

    it('serves members by their session cookie, privately cached', async () => {
      const { cookie } = await browserLogin(server, await server.createUser());
      const res = await get(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^private/);
    });

    it('gives a browser signed in before the cookie existed its cookie on its next API call', async () => {
      const member = await server.createUser();
      const res = await fetch(new URL(`${V1}/user/info`, server.url), { headers: { authorization: member.token } });
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(cookie).toBe(`quorum_session=${member.token}`);
      expect((await get(cookie)).status).toBe(200);
    });

    it('never lets the cookie stand in for the Authorization header of an API call', async () => {
      const { cookie } = await browserLogin(server, await server.createUser());
      const info = await fetch(new URL(`${V1}/user/info`, server.url), { headers: { cookie } });
      // user/info answers a visitor with no member rather than an error.
      expect(((await info.json()) as { data: unknown }).data).toBeNull();
    });

    it('ends the cookie with logout, and clears it', async () => {
      const { cookie, token } = await browserLogin(server, await server.createUser());
      const out = await fetch(new URL(`${V1}/user/logout`, server.url), { headers: { authorization: token, cookie } });
      expect(out.headers.get('set-cookie')).toMatch(/^quorum_session=;.*Expires=Thu, 01 Jan 1970/);
      expect((await get(cookie)).status).toBe(401);
    });

    it('ends the cookie when the password changes elsewhere or the member is suspended', async () => {
      const member = await server.createUser();
      const browser = await browserLogin(server, member);
      const other = await server.login(member.email);
      expect((await server.api.put(`${V1}/user/password`, { old_pass: member.password, pass: 'a-new-password-1' }, { token: other.token })).code).toBe(200);
      expect((await get(browser.cookie)).status).toBe(401);

      const suspended = await server.createUser();
      const theirs = await browserLogin(server, suspended);
      expect((await get(theirs.cookie)).status).toBe(200);
      const admin = await server.admin();
      expect((await server.api.put('/answer/admin/api/user/status', { user_id: suspended.id, status: 'suspended', suspend_duration: '7d', reason: 'spam' }, { token: admin.token })).code).toBe(200);
      expect((await get(theirs.cookie)).status).toBe(401);
    });
  });
});
