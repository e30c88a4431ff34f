import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

/** Issue 26 item 7: the plugin configs Answer 2.0's plugins read (`plugin_api_router.go`), in Answer's shapes. */
describe.each(testEngines())('plugin configs for the browser on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'captcha-basic', 'plugin-configs'] });
    admin = await server.admin();
  }, 60_000);
  afterAll(() => server?.close());

  it('names the enabled captcha plugin, and none once it is off', async () => {
    expect((await server.api.get(`${V1}/captcha/config`)).data).toEqual({ slug_name: 'captcha-basic', config: null });
    const off = await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'captcha-basic', enabled: false }, { token: admin.token });
    expect(off.code, JSON.stringify(off)).toBe(200);
    try {
      expect((await server.api.get(`${V1}/captcha/config`)).data).toEqual({ slug_name: '', config: null });
    } finally {
      await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'captcha-basic', enabled: true }, { token: admin.token });
    }
  });

  it('answers embed and sidebar as Answer does without such plugins, and render from markdown', async () => {
    expect((await server.api.get(`${V1}/embed/config`)).data).toEqual([]);
    expect((await server.api.get(`${V1}/sidebar/config`)).data).toEqual({ tags: null, links_text: '' });
    expect((await server.api.get(`${V1}/render/config`)).data).toEqual({ select_theme: 'default' });
  });

  it('answers anyone, members and visitors, even while the site requires login', async () => {
    const made = await server.api.post(`${ADMIN}/user`, { display_name: 'reader', email: 'reader@example.org', password: 'reader-pass-1' }, { token: admin.token });
    expect(made.code, JSON.stringify(made)).toBe(200);
    const member = await server.login('reader@example.org', 'reader-pass-1');
    await server.kernel.settings.put('login', { login_required: true });
    try {
      for (const path of ['captcha/config', 'embed/config', 'sidebar/config', 'render/config']) {
        expect((await server.api.get(`${V1}/${path}`)).code, path).toBe(200);
        expect((await server.api.get(`${V1}/${path}`, { token: member.token })).code, path).toBe(200);
      }
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });
});
