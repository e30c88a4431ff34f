import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const FIXTURES = new URL('../../tests/fixtures/plugins', import.meta.url).pathname;
const FIXTURE_PLUGINS = ['point-owner', 'greeter-a', 'face-b', 'half-greeter', 'two-faces', 'undeclared-user', 'bad-settings', 'site-reacher', 'plugins-reacher', 'sessions-reacher', 'limit-clasher', 'route-undeclared', 'sign-in-ungranted', 'tables-undeclared'];

describe.each(testEngines())('extension points and plugin settings groups on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: FIXTURE_PLUGINS, extraPluginRoots: [FIXTURES] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const setStatus = (id: string, enabled: boolean) => server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: id, enabled }, { token: admin.token });
  const greetings = async () => (await server.api.get(`${V1}/point-owner/greetings`)).data as { greetings: string[]; face: string };
  type Listed = { slug_name: string; enabled: boolean; quarantined: boolean; error: string };
  const listed = async (id: string) => ((await server.api.get(`${ADMIN}/plugins`, { token: admin.token })).data as Listed[]).find((p) => p.slug_name === id)!;

  it('serves the enabled providers of a point', async () => {
    expect(await greetings()).toEqual({ greetings: ['hello ada'], face: 'a' });
  });

  it('takes a disabled provider away at once and brings it back on enable', async () => {
    expect((await setStatus('greeter-a', false)).code).toBe(200);
    expect(await greetings()).toEqual({ greetings: [], face: 'none' });
    expect((await setStatus('greeter-a', true)).code).toBe(200);
    expect(await greetings()).toEqual({ greetings: ['hello ada'], face: 'a' });
  });

  it('refuses a second enabled provider of a one-provider point, naming both', async () => {
    const refused = await setStatus('face-b', true);
    expect(refused).toMatchObject({ status: 409, reason: 'error.plugin.slot_taken' });
    expect(refused.msg).toContain('point-owner.face');
    expect(refused.msg).toContain('greeter-a');
    expect((await listed('face-b')).enabled).toBe(false);
    expect((await setStatus('greeter-a', false)).code).toBe(200);
    expect((await setStatus('face-b', true)).code).toBe(200);
    expect(await greetings()).toEqual({ greetings: ['hi ada'], face: 'b' });
    expect(await setStatus('greeter-a', true)).toMatchObject({ status: 409, reason: 'error.plugin.slot_taken' });
    await setStatus('face-b', false);
    await setStatus('greeter-a', true);
  });

  it.each([
    ['half-greeter', 'plugin "half-greeter" provides "point-owner.greeter" without greet'],
    ['two-faces', 'plugin "two-faces" provides the one-provider point "point-owner.face" twice'],
    ['undeclared-user', 'plugin "undeclared-user" uses "point-owner.greeter" of plugin "point-owner", which its plugin.json neither requires nor lists as optional'],
    ['bad-settings', 'settings group "bad_settings" has a schema that does not compile'],
    ['site-reacher', 'plugin "site-reacher" uses ctx.site, which needs the capability "site" that its plugin.json does not declare'],
    ['plugins-reacher', 'plugin "plugins-reacher" uses ctx.plugins, which needs the capability "plugins" that its plugin.json does not declare'],
    ['limit-clasher', 'plugin "limit-clasher" declares rate limit "register" as 1000 per 1 s, which is already declared as 10 per 3600 s'],
    ['sessions-reacher', 'plugin "sessions-reacher" uses ctx.sessions, which needs the capability "sign-in" that its plugin.json does not declare'],
    ['route-undeclared', 'plugin "route-undeclared" uses ctx.routes.add, which needs the capability "routes" that its plugin.json does not declare'],
    ['sign-in-ungranted', 'plugin "sign-in-ungranted" declares the capabilities "sign-in", which the site\'s operator has not granted (quorum plugin add --grant sign-in)'],
    ['tables-undeclared', 'plugin "tables-undeclared" has migrations/ but its plugin.json does not declare the capability "tables"'],
  ])('quarantines %s with one clear line, and the site still serves', async (id, error) => {
    const plugin = await listed(id);
    expect(plugin).toMatchObject({ quarantined: true, enabled: false });
    expect(plugin.error).toContain(error);
    expect(await greetings()).toEqual({ greetings: ['hello ada'], face: 'a' });
  });

  it('creates no table for a plugin whose migrations its manifest does not declare', async () => {
    expect(await server.kernel.db.schema.hasTable('undeclared_note')).toBe(false);
  });

  it("serves a plugin's settings group in siteinfo and the admin while the plugin is enabled", async () => {
    const siteinfo = async () => (await server.api.get(`${V1}/siteinfo`)).data as Record<string, unknown>;
    expect((await siteinfo()).point_owner).toEqual({ motto: 'hello' });
    expect((await server.api.get(`${ADMIN}/point-owner/settings`, { token: admin.token })).data).toEqual({ motto: 'hello', secret_word: '' });
    const bad = await server.api.put(`${ADMIN}/point-owner/settings`, { motto: '' }, { token: admin.token });
    expect(bad).toMatchObject({ status: 400, data: [{ error_field: 'motto' }] });
    expect((await server.api.put(`${ADMIN}/point-owner/settings`, { motto: 'ahoy', secret_word: 'plugh' }, { token: admin.token })).code).toBe(200);
    expect((await siteinfo()).point_owner).toEqual({ motto: 'ahoy' });
    expect(JSON.stringify(await siteinfo())).not.toContain('plugh');

    expect((await setStatus('greeter-a', false)).code).toBe(200);
    expect((await setStatus('point-owner', false)).code).toBe(200);
    expect(await siteinfo()).not.toHaveProperty('point_owner');
    expect((await server.api.get(`${ADMIN}/point-owner/settings`, { token: admin.token })).status).toBe(404);
    expect((await setStatus('point-owner', true)).code).toBe(200);
    expect((await siteinfo()).point_owner).toEqual({ motto: 'ahoy' });
    await setStatus('greeter-a', true);
  });
});
