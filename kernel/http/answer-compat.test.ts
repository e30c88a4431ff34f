import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistSnapshot } from '../../tests/e2e/support/server.ts';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';
import { ManualClock } from '../ports/clock.ts';
import { SESSION_TTL_SECONDS } from '../auth/session-service.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

/** What Answer's own UI asks of every page, answered as Apache Answer v2.0.2 does. */
describe.each(testEngines())('Answer compatibility on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ engine, clock, plugins: ['admin'], ...webDistSnapshot() });
  });
  afterAll(() => server.close());

  it('answers user/info with null for visitors and for tokens no longer valid', async () => {
    expect(await server.api.get(`${V1}/user/info`)).toMatchObject({ status: 200, code: 200, data: null });
    expect(await server.api.get(`${V1}/user/info`, { token: 'not-a-token' })).toMatchObject({ status: 200, data: null });
    const member = await server.createUser();
    expect((await server.api.get(`${V1}/user/info`, { token: member.token })).data).toMatchObject({ username: member.username, access_token: member.token });
    clock.advance(SESSION_TTL_SECONDS + 1);
    expect(await server.api.get(`${V1}/user/info`, { token: member.token })).toMatchObject({ status: 200, data: null });
  });

  it('says no user center and no login connectors are enabled', async () => {
    expect(await server.api.get(`${V1}/user-center/agent`)).toMatchObject({ status: 200, data: { enabled: false, agent_info: null } });
    expect(await server.api.get(`${V1}/connector/info`)).toMatchObject({ status: 200, data: [] });
    const admin = await server.admin();
    // The settings pages and a profile ask these only when a user center is on; Answer serves them always.
    expect((await server.api.get(`${V1}/user-center/user/settings`, { token: admin.token })).data).toEqual({
      profile_setting_agent: { enabled: false, redirect_url: '' }, account_setting_agent: { enabled: false, redirect_url: '' },
    });
    expect((await server.api.get(`${V1}/user-center/user/settings`)).status).toBe(401);
    expect((await server.api.get(`${V1}/user-center/personal/branding`, { query: { username: 'admin' } })).data).toEqual({ enabled: false, personal_branding: [] });
    expect(await server.api.get(`${V1}/user-center/personal/branding`)).toMatchObject({ status: 400, reason: 'base.request_format_error' });
    expect((await server.api.get(`${ADMIN}/user-center/agent`, { token: admin.token })).data).toEqual({
      allow_create_user: true, allow_update_user_status: true, allow_update_user_password: true, allow_update_user_role: true,
    });
  });

  it('serves the custom CSS setting as a stylesheet', async () => {
    const empty = await fetch(`${server.url}/custom.css`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await empty.text()).toBe('');
    await server.kernel.settings.put('custom_css_html', { custom_css: 'body { color: rebeccapurple; }' });
    const css = await fetch(`${server.url}/custom.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toBe('body { color: rebeccapurple; }');
    // Only the exact path: the rest goes to the page server like any unknown page.
    for (const path of ['/custom.css/anything', '/custom.css/', '/custom.cssx']) {
      const other = await fetch(`${server.url}${path}`);
      expect(other.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await other.text(), path).toContain('<div id="root"');
    }
  });
});
