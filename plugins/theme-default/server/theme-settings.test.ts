import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const siteinfo = async (server: TestServer) => (await server.api.get(`${V1}/siteinfo`)).data as Record<string, unknown>;

/** The Themes group is this core plugin's: same admin path, siteinfo key and answers as when the kernel held it. */
describe.each(testEngines())('the Themes settings of theme-default on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['theme-default'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const get = (token?: string) => server.api.get(`${ADMIN}/siteinfo/theme`, { token });
  const put = (body: unknown, token = admin.token) => server.api.put(`${ADMIN}/siteinfo/theme`, body, { token });

  it('answers siteinfo.theme with the defaults, as Answer does', async () => {
    expect((await siteinfo(server)).theme).toEqual({
      theme: 'default', color_scheme: 'system', layout: 'Fixed-width',
      theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } },
    });
  });

  it('saves a theme through the admin pair and shows it in siteinfo, keeping what a PUT leaves out', async () => {
    expect((await put({ color_scheme: 'dark', theme_config: { default: { navbar_style: 'dark', primary_color: '#112233' } } })).code).toBe(200);
    expect((await put({ layout: 'Full-width' })).code).toBe(200);
    const saved = { theme: 'default', color_scheme: 'dark', layout: 'Full-width', theme_config: { default: { navbar_style: 'dark', primary_color: '#112233' } } };
    expect((await get(admin.token)).data).toEqual(saved);
    expect((await siteinfo(server)).theme).toEqual(saved);
  });

  it('refuses values outside the schema by field name and changes nothing', async () => {
    const before = (await get(admin.token)).data;
    const color = await put({ theme_config: { default: { primary_color: 'red' } } });
    expect(color.status).toBe(400);
    expect((color.data as { error_field: string }[]).map((f) => f.error_field)).toEqual(['theme_config.default.primary_color']);
    expect((await put({ color_scheme: 'sepia' })).status).toBe(400);
    expect((await put({ navbar: 'x' })).data).toEqual([{ error_field: 'navbar', error_msg: 'Unknown field.' }]);
    expect((await get(admin.token)).data).toEqual(before);
  });

  it('keeps the admin pair to admins', async () => {
    const member = await server.createUser();
    expect((await get(member.token)).status).toBe(403);
    expect((await put({ layout: 'Full-width' }, member.token)).status).toBe(403);
    expect((await get()).status).toBe(401);
  });

  it('reads the values an upgraded site stored while the kernel held the group, and is on without a plugin_state row', async () => {
    const stored = { theme: 'default', color_scheme: 'light', layout: 'Fixed-width', theme_config: { default: { navbar_style: 'light', primary_color: '#445566' } } };
    await server.kernel.db('site_setting').insert({ group_name: 'theme', value: JSON.stringify(stored), updated_at: server.kernel.clock.now() })
      .onConflict('group_name').merge(['value', 'updated_at']);
    await server.kernel.settings.invalidate();
    expect((await siteinfo(server)).theme).toEqual(stored);
    expect(await server.kernel.db('plugin_state').where({ plugin_id: 'theme-default' }).first()).toBeUndefined();
    expect(server.kernel.host.isActive('theme-default')).toBe(true);
  });

  it('cannot be disabled: every page and Answer\'s UI read the theme', async () => {
    const res = await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'theme-default', enabled: false }, { token: admin.token });
    expect(res).toMatchObject({ status: 400, reason: 'error.plugin.core_cannot_disable' });
  });
});

describe('a site without theme-default', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has no Themes group: the kernel no longer declares it', async () => {
    expect(await siteinfo(server)).not.toHaveProperty('theme');
    const admin = await server.admin();
    expect((await server.api.get(`${ADMIN}/siteinfo/theme`, { token: admin.token })).status).toBe(404);
  });
});
