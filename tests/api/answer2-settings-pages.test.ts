import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

/**
 * Answer 2.0's admin settings pages and siteinfo keys, served as views over Quorum's groups:
 * what one page saves is what the group holds and what the other page shows, a PUT touching two
 * groups lands whole or not at all, and a choice Quorum does not offer is refused, not ignored.
 */
describe.each(testEngines())("Answer 2.0's settings pages on %s", (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'questions', 'tags', 'users', 'legal', 'theme-default', 'markdown'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  const get = async <T = Record<string, unknown>>(path: string) => (await server.api.get<T>(path, { token: admin.token })).data;
  const put = (path: string, body: unknown) => server.api.put(path, body, { token: admin.token });
  const siteinfo = () => server.api.get<Record<string, Record<string, unknown>>>(`${V1}/siteinfo`).then((r) => r.data);

  it('saves the users settings page into the interface and users groups, and siteinfo shows it', async () => {
    expect(await get(`${ADMIN}/siteinfo/users-settings`)).toEqual({ default_avatar: 'system', gravatar_base_url: expect.any(String) });
    expect((await put(`${ADMIN}/siteinfo/users-settings`, { default_avatar: 'gravatar', gravatar_base_url: 'https://avatars.example.org/avatar/' })).code).toBe(200);
    expect(await get(`${ADMIN}/siteinfo/interface`)).toMatchObject({ default_avatar: 'gravatar' });
    expect(await get(`${ADMIN}/siteinfo/users`)).toMatchObject({ gravatar_base_url: 'https://avatars.example.org/avatar/' });
    expect((await siteinfo()).users_settings).toEqual({ default_avatar: 'gravatar', gravatar_base_url: 'https://avatars.example.org/avatar/' });
  });

  it('refuses a PUT whose one field is wrong on the field, and writes none of the others', async () => {
    const res = await put(`${ADMIN}/siteinfo/users-settings`, { default_avatar: 'system', gravatar_base_url: 'x'.repeat(5000) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.data)).toContain('gravatar_base_url');
    expect(await get(`${ADMIN}/siteinfo/interface`)).toMatchObject({ default_avatar: 'gravatar' });
    expect((await put(`${ADMIN}/siteinfo/users-settings`, { default_avatar: 'nobody' })).status).toBe(400);
    expect((await put(`${ADMIN}/siteinfo/users-settings`, { language: 'en_US' })).status).toBe(400);
  });

  it('splits the write group into the question and tag pages', async () => {
    expect(await get(`${ADMIN}/siteinfo/question`)).toEqual({ min_tags: expect.any(Number), min_content: expect.any(Number), restrict_answer: expect.any(Boolean) });
    expect((await put(`${ADMIN}/siteinfo/question`, { min_tags: 2, min_content: 20 })).code).toBe(200);
    expect((await put(`${ADMIN}/siteinfo/tag`, { required_tag: true, recommend_tags: [{ slug_name: 'help', display_name: 'help' }] })).code).toBe(200);
    expect(await get(`${ADMIN}/siteinfo/write`)).toMatchObject({ min_tags: 2, min_content: 20, required_tag: true, recommend_tags: ['help'] });
    expect(await get(`${ADMIN}/siteinfo/tag`)).toEqual({ reserved_tags: [], recommend_tags: [{ slug_name: 'help', display_name: 'help' }], required_tag: true });
    const info = await siteinfo();
    expect(info.site_questions).toMatchObject({ min_tags: 2, min_content: 20 });
    expect(info.site_tags).toMatchObject({ required_tag: true, recommend_tags: [{ slug_name: 'help' }] });
    expect((await put(`${ADMIN}/siteinfo/question`, { min_tags: 9 })).status).toBe(400);
    expect((await put(`${ADMIN}/siteinfo/tag`, { min_tags: 1 })).status).toBe(400);
  });

  it('serves the legal texts at Answer 2.0s polices page, rendered as well', async () => {
    expect((await put(`${ADMIN}/siteinfo/polices`, { terms_of_service_original_text: '# Terms\n\nBe **kind**.', privacy_policy_original_text: 'We keep little.' })).code).toBe(200);
    const polices = await get<Record<string, string>>(`${ADMIN}/siteinfo/polices`);
    expect(polices.terms_of_service_parsed_text).toContain('<strong>kind</strong>');
    expect(await get(`${ADMIN}/siteinfo/legal`)).toMatchObject({ privacy_policy_original_text: 'We keep little.' });
  });

  it('keeps login_required on the security page and refuses what Quorum does not offer', async () => {
    expect(await get(`${ADMIN}/siteinfo/security`)).toEqual({ login_required: false, external_content_display: 'always_display', check_update: false });
    expect((await put(`${ADMIN}/siteinfo/security`, { login_required: true, external_content_display: 'always_display', check_update: false })).code).toBe(200);
    expect(await get(`${ADMIN}/siteinfo/login`)).toMatchObject({ login_required: true });
    const refused = await put(`${ADMIN}/siteinfo/security`, { login_required: false, external_content_display: 'ask_before_display' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain('external_content_display');
    expect(await get(`${ADMIN}/siteinfo/login`)).toMatchObject({ login_required: true });
    expect((await put(`${ADMIN}/siteinfo/security`, { login_required: false })).code).toBe(200);
    const info = await siteinfo();
    expect(info.site_security).toEqual({ login_required: false, external_content_display: 'always_display', check_update: false });
    expect(info.site_legal).toEqual({ external_content_display: 'always_display' });
  });

  it('lists the themes to pick from, to admins only', async () => {
    expect(await get(`${ADMIN}/theme/options`)).toEqual([{ label: 'Default', value: 'default' }]);
    const member = await server.createUser();
    for (const token of [undefined, member.token]) {
      expect((await server.api.get(`${ADMIN}/theme/options`, { token })).status).not.toBe(200);
      expect((await server.api.get(`${ADMIN}/siteinfo/security`, { token })).status).not.toBe(200);
    }
  });
});
