import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const FIXTURES = new URL('../../tests/fixtures/plugins', import.meta.url).pathname;

describe.each(testEngines())('plugin host on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['hello', 'hello-addon', 'broken', 'captcha-a', 'captcha-b'], extraPluginRoots: [FIXTURES] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const setStatus = (id: string, enabled: boolean) => server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: id, enabled }, { token: admin.token });
  type Listed = { slug_name: string; enabled: boolean; quarantined: boolean; error: string; core: boolean; have_config: boolean };
  const listed = async () => (await server.api.get(`${ADMIN}/plugins`, { token: admin.token })).data as Listed[];

  it('lists plugins with state; a throwing plugin is quarantined and the site still boots', async () => {
    const plugins = await listed();
    expect(plugins.map((p) => p.slug_name).sort()).toEqual(['accounts', 'admin', 'broken', 'captcha-a', 'captcha-b', 'hello', 'hello-addon', 'install', 'storage-mysql', 'storage-postgres', 'storage-sqlite', 'web-pages']);
    expect(plugins.find((p) => p.slug_name === 'broken')).toMatchObject({ quarantined: true, enabled: false, error: 'fixture failure: cannot reach the moon' });
    expect(plugins.find((p) => p.slug_name === 'hello')).toMatchObject({ enabled: true, have_config: true });
    expect((await server.api.get(`${V1}/broken`)).status).toBe(404);
    expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
    const pub = (await server.api.get(`${V1}/plugin/status`)).data as { slug_name: string; enabled: boolean }[];
    expect(pub.find((p) => p.slug_name === 'hello')!.enabled).toBe(true);
  });

  it('a plugin switched without an API call (the host itself) is shown switched in the next plugin/status, to visitors and members', async () => {
    const member = await server.createUser();
    type Status = { slug_name: string; enabled: boolean }[];
    const enabled = async (token?: string) => ((await server.api.get(`${V1}/plugin/status`, { token })).data as Status).find((p) => p.slug_name === 'hello-addon')!.enabled;
    expect([await enabled(), await enabled(member.token)]).toEqual([true, true]);
    const { kernel } = server;
    await kernel.host.setEnabled(kernel.db, 'hello-addon', false, kernel.clock.now());
    try {
      expect([await enabled(), await enabled(member.token)]).toEqual([false, false]);
    } finally {
      await kernel.host.setEnabled(kernel.db, 'hello-addon', true, kernel.clock.now());
    }
    expect([await enabled(), await enabled(member.token)]).toEqual([true, true]);
  });

  it("runs each plugin's own migrations and merges its locales", async () => {
    expect(await server.kernel.db.schema.hasTable('hello_greeting')).toBe(true);
    expect((await server.api.get(`${V1}/hello/greeting`, { language: 'zh_CN' })).data).toEqual({ greeting: 'hi', note: '已问候。' });
  });

  it('disables and re-enables without a restart; the state is persisted', async () => {
    expect((await setStatus('hello-addon', false)).code).toBe(200);
    expect((await setStatus('hello', false)).code).toBe(200);
    expect(await server.api.get(`${V1}/hello/greeting`)).toMatchObject({ status: 404, reason: 'base.not_found' });
    const row = await server.kernel.db('plugin_state').where({ plugin_id: 'hello' }).first();
    expect(Boolean(row.enabled)).toBe(false);
    expect((await setStatus('hello', true)).code).toBe(200);
    expect((await server.api.get(`${V1}/hello/greeting`)).code).toBe(200);
  });

  it('refuses what would break: core plugins, requirements, dependents, quarantined, unknown, second single-slot provider', async () => {
    expect(await setStatus('install', false)).toMatchObject({ status: 400, reason: 'error.plugin.core_cannot_disable' });
    expect(await setStatus('hello-addon', true)).toMatchObject({ code: 200 });
    expect(await setStatus('hello', false)).toMatchObject({ status: 400, reason: 'error.plugin.required_by', msg: 'hello is required by hello-addon; disable those first.' });
    expect((await setStatus('broken', true)).status).toBe(409);
    expect(await setStatus('nope', true)).toMatchObject({ status: 400, data: [{ error_field: 'plugin_slug_name' }] });
    expect(await setStatus(`storage-${engine}`, false)).toMatchObject({ status: 400, reason: 'error.plugin.active_storage' });
    expect((await setStatus('captcha-a', true)).code).toBe(200);
    expect(await setStatus('captcha-b', true)).toMatchObject({ status: 409, reason: 'error.plugin.slot_taken' });
    expect((await setStatus('captcha-a', false)).code).toBe(200);
  });

  it('an enabled captcha provider is asked on account actions', async () => {
    expect((await setStatus('captcha-b', true)).code).toBe(200);
    try {
      const record = await server.api.get(`${V1}/user/action/record`, { query: { action: 'email' } });
      expect(record.data).toMatchObject({ verify: true, captcha_id: 'fixed' });
      const reset = await server.api.post(`${V1}/user/password/reset`, { e_mail: 'a@example.org', captcha_id: 'fixed', captcha_code: '0000' });
      expect(reset).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
      expect((await server.api.post(`${V1}/user/password/reset`, { e_mail: 'a@example.org', captcha_id: 'fixed', captcha_code: '1234' })).code).toBe(200);
    } finally {
      await setStatus('captcha-b', false);
    }
  });

  it('validates plugin config by its schema', async () => {
    const cfg = await server.api.get(`${ADMIN}/plugin/config`, { token: admin.token, query: { plugin_slug_name: 'hello' } });
    expect(cfg.data).toMatchObject({ slug_name: 'hello', config: { greeting: 'hi' }, schema: { type: 'object' } });
    const bad = await server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'hello', config_fields: { greeting: 'x'.repeat(21) } }, { token: admin.token });
    expect(bad).toMatchObject({ status: 400, data: [{ error_field: 'greeting' }] });
    expect((await server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'hello', config_fields: { greeting: 'hello!' } }, { token: admin.token })).code).toBe(200);
    expect(((await server.api.get(`${V1}/hello/greeting`)).data as { greeting: string }).greeting).toBe('hello!');
    expect((await server.api.get(`${ADMIN}/plugin/config`, { token: admin.token, query: { plugin_slug_name: 'hello-addon' } })).status).toBe(404);
  });

  it('plugin admin calls need an admin', async () => {
    const member = await server.createUser();
    expect((await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'hello', enabled: false }, { token: member.token })).status).toBe(403);
  });
});
