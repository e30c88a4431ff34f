import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../tests/support/test-server.ts';

const ADMIN = '/answer/admin/api';

/**
 * An admin clears a field by sending it empty (the schema form sends every field, an emptied one
 * as "" or []): the empty value is stored, never replaced by the old one. Images of the site are
 * an http(s) address or a path on the site; anything else is refused by name. SMTP's username and
 * password are needed only with authentication on.
 */
describe.each(testEngines())('clearing and checking settings on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['mail-smtp', 'tags', 'theme-default', 'seo'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const get = async (path: string) => (await server.api.get(`${ADMIN}${path}`, { token: admin.token })).data as Record<string, unknown>;
  const put = (path: string, body: unknown) => server.api.put(`${ADMIN}${path}`, body, { token: admin.token });

  it('stores an emptied text, list and image as empty', async () => {
    expect((await put('/siteinfo/branding', { favicon: 'https://cdn.example.com/icon.png', logo: '/uploads/branding/2026/01/logo.png' })).code).toBe(200);
    expect((await put('/siteinfo/branding', { favicon: '', logo: '' })).code).toBe(200);
    expect(await get('/siteinfo/branding')).toMatchObject({ favicon: '', logo: '' });

    expect((await put('/siteinfo/custom-css-html', { custom_css: 'body { color: red; }', custom_footer: '<p>Footer</p>' })).code).toBe(200);
    expect((await put('/siteinfo/custom-css-html', { custom_css: '', custom_footer: '' })).code).toBe(200);
    expect(await get('/siteinfo/custom-css-html')).toMatchObject({ custom_css: '', custom_footer: '' });

    expect((await put('/siteinfo/write', { recommend_tags: ['go'] })).code).toBe(200);
    expect((await put('/siteinfo/write', { recommend_tags: [] })).code).toBe(200);
    expect(await get('/siteinfo/write')).toMatchObject({ recommend_tags: [] });
  });

  it('takes an SMTP host back to empty (mail only logged)', async () => {
    const smtp = { from_email: 'noreply@q.example', from_name: 'Q', smtp_port: 25, encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '' };
    expect((await put('/setting/smtp', { ...smtp, smtp_host: 'smtp.q.example' })).code).toBe(200);
    expect((await put('/setting/smtp', { ...smtp, smtp_host: '' })).code).toBe(200);
    expect(await get('/setting/smtp')).toMatchObject({ smtp_host: '' });
  });

  it('asks for an SMTP username and password only with authentication on', async () => {
    const smtp = { from_email: 'noreply@q.example', from_name: 'Q', smtp_host: 'smtp.q.example', smtp_port: 587, encryption: 'TLS', smtp_username: '', smtp_password: '' };
    expect((await put('/setting/smtp', { ...smtp, smtp_authentication: false })).code).toBe(200);
    const refused = await put('/setting/smtp', { ...smtp, smtp_authentication: true });
    expect(refused.status).toBe(400);
    expect((refused.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['smtp_password', 'smtp_username']);
    expect((await put('/setting/smtp', { ...smtp, smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'secret' })).code).toBe(200);
    // the saved password is kept when the form sends it back empty, as it always does
    expect((await put('/setting/smtp', { ...smtp, smtp_authentication: true, smtp_username: 'mailer', smtp_password: '' })).code).toBe(200);
    expect((await put('/setting/smtp', { ...smtp, smtp_authentication: false })).code).toBe(200);
  });

  it.each([
    ['a word', 'junk'],
    ['a relative name', 'logo.png'],
    ['another scheme', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example/x.png'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['an address with a space', 'https://q.example/a b.png'],
  ])('refuses %s as an image of the site, naming the field', async (_label, value) => {
    const before = await get('/siteinfo/branding');
    const res = await put('/siteinfo/branding', { favicon: value });
    expect(res.status).toBe(400);
    expect((res.data as { error_field: string }[]).map((f) => f.error_field)).toEqual(['favicon']);
    expect(await get('/siteinfo/branding')).toEqual(before);
  });

  it('labels every enum the forms draw with values the server takes', async () => {
    expect((await put('/siteinfo/seo', { permalink: 3 })).code).toBe(200);
    expect((await put('/siteinfo/seo', { permalink: 0 })).status).toBe(400);
    expect((await put('/siteinfo/theme', { theme: 'other' })).status).toBe(400);
    expect((await put('/siteinfo/theme', { theme_config: { default: { navbar_style: 'dark', primary_color: '#112233' } } })).code).toBe(200);
    expect(await get('/siteinfo/theme')).toMatchObject({ theme: 'default', theme_config: { default: { navbar_style: 'dark', primary_color: '#112233' } } });
  });
});
