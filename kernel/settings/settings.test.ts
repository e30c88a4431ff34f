import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

describe.each(testEngines())('site settings on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['tags', 'seo', 'questions', 'users', 'theme-default'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const get = (path: string) => server.api.get(`${ADMIN}${path}`, { token: admin.token });
  const put = (path: string, body: unknown) => server.api.put(`${ADMIN}${path}`, body, { token: admin.token });

  it('siteinfo shows the public groups only', async () => {
    const info = (await server.api.get(`${V1}/siteinfo`)).data as Record<string, Record<string, unknown>>;
    expect(Object.keys(info).sort()).toEqual(['branding', 'custom_css_html', 'general', 'interface', 'login', 'revision', 'site_legal', 'site_questions', 'site_security', 'site_seo', 'site_tags', 'site_users', 'site_write', 'theme', 'users_settings', 'version']);
    expect(info.general).toMatchObject({ name: 'Quorum Test', site_url: 'http://quorum.test' });
    expect(info.general).not.toHaveProperty('contact_email');
    expect(info.theme).toMatchObject({ theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' } } });
  });

  it('round-trips every group with defaults filled in', async () => {
    const paths = ['general', 'interface', 'branding', 'login', 'custom-css-html', 'theme', 'seo', 'write', 'users'];
    for (const p of paths) expect((await get(`/siteinfo/${p}`)).code, p).toBe(200);
    expect((await put('/siteinfo/general', { name: 'Renamed', short_description: 'Short', site_url: 'https://q.example', contact_email: 'c@q.example' })).code).toBe(200);
    expect((await get('/siteinfo/general')).data).toMatchObject({ name: 'Renamed', short_description: 'Short', description: '', contact_email: 'c@q.example' });
    expect(((await server.api.get(`${V1}/siteinfo`)).data as { general: { name: string } }).general.name).toBe('Renamed');
    expect((await put('/siteinfo/write', { recommend_tags: ['go', 'rust'], reserved_tags: ['meta'], required_tag: true })).code).toBe(200);
    expect((await get('/siteinfo/write')).data).toMatchObject({ recommend_tags: ['go', 'rust'], reserved_tags: ['meta'], required_tag: true, min_tags: 1 });
  });

  it('keeps the keys a PUT leaves out (no reset to defaults)', async () => {
    expect((await put('/siteinfo/login', { login_required: true })).code).toBe(200);
    expect((await put('/siteinfo/login', { allow_new_registrations: false })).code).toBe(200);
    expect((await put('/siteinfo/login', {})).code).toBe(200);
    expect((await get('/siteinfo/login')).data).toMatchObject({ login_required: true, allow_new_registrations: false });
    expect((await put('/siteinfo/login', { login_required: false, allow_new_registrations: true })).code).toBe(200);
  });

  it('rejects values outside the schema, naming the field and changing nothing', async () => {
    const before = (await get('/siteinfo/general')).data;
    const res = await put('/siteinfo/general', { name: '', site_url: 'ftp:/nope', contact_email: 'nope' });
    expect(res.status).toBe(400);
    expect((res.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['contact_email', 'name', 'site_url']);
    expect((await get('/siteinfo/general')).data).toEqual(before);
    expect((await put('/siteinfo/seo', { permalink: 9 })).data).toEqual([{ error_field: 'permalink', error_msg: 'Must be one of: 1, 2, 3, 4.' }]);
    expect((await put('/siteinfo/interface', { language: 'xx' })).status).toBe(400);
    expect((await put('/siteinfo/theme', { theme_config: { default: { primary_color: 'red' } } })).status).toBe(400);
    expect((await put('/siteinfo/login', { unknown_key: true })).data).toEqual([{ error_field: 'unknown_key', error_msg: 'Unknown field.' }]);
    expect((await put('/siteinfo/write', { recommend_tags: ['Bad Tag'] })).status).toBe(400);
  });

  it('offers the languages and their catalogues', async () => {
    expect((await get('/language/options')).data).toEqual([{ label: 'English', value: 'en_US' }, { label: '简体中文', value: 'zh_CN' }]);
    const zh = (await server.api.get(`${V1}/language/config`, { language: 'zh_CN' })).data as { base: { success: string } };
    expect(zh.base.success).toBe('成功。');
  });

  it('admin settings are closed to members', async () => {
    const member = await server.createUser();
    expect((await server.api.put(`${ADMIN}/siteinfo/general`, { name: 'Hacked' }, { token: member.token })).status).toBe(403);
    expect((await server.api.get(`${ADMIN}/siteinfo/login`, { token: member.token })).status).toBe(403);
  });
});
