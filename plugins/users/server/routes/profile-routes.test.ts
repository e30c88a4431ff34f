import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const CONFIG = `${V1}/user/notification/config`;

describe.each(testEngines())('profile settings and member search on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'users'] });
  });
  afterAll(() => server.close());

  it('updates profile fields with their rules', async () => {
    const frank = await server.createUser();
    const bad = await server.api.put(`${V1}/user/info`, { username: 'Not Valid!', website: 'not a url', display_name: 'x'.repeat(31) }, { token: frank.token });
    expect((bad.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['display_name', 'username', 'website']);
    const ok = await server.api.put(`${V1}/user/info`, { display_name: 'Frank', username: 'frank.the-tank', website: 'https://frank.example', bio: '<script>alert(1)</script>', avatar: { type: 'gravatar', gravatar: 'https://g/x' } }, { token: frank.token });
    expect(ok.code).toBe(200);
    const info = (await server.api.get(`${V1}/user/info`, { token: frank.token })).data as Record<string, unknown>;
    expect(info).toMatchObject({ display_name: 'Frank', username: 'frank.the-tank', website: 'https://frank.example', avatar: { type: 'gravatar' } });
    expect(info.bio_html).not.toContain('<script');
    const clash = await server.api.put(`${V1}/user/info`, { username: 'admin' }, { token: frank.token });
    expect(clash).toMatchObject({ status: 400, data: [{ error_field: 'username', error_msg: 'Username is already in use.' }] });
    expect((await server.api.put(`${V1}/user/interface`, { language: 'zh_CN' }, { token: frank.token })).code).toBe(200);
    expect(((await server.api.get(`${V1}/user/info`, { token: frank.token })).data as { language: string }).language).toBe('zh_CN');
    expect((await server.api.put(`${V1}/user/interface`, { language: 'fr_FR' }, { token: frank.token })).status).toBe(400);
  });

  it('renders bios through the markdown renderer, mentions linking to /u/{name}', async () => {
    const member = await server.createUser();
    expect((await server.api.put(`${V1}/user/info`, { bio: '**bold** @alice <img src=x onerror=alert(1)>' }, { token: member.token })).code).toBe(200);
    const info = await server.api.get<{ bio_html: string }>(`${V1}/user/info`, { token: member.token });
    expect(info.data.bio_html).toContain('<strong>bold</strong>');
    expect(info.data.bio_html).toContain('<a href="/u/alice" rel="nofollow ugc">@alice</a>');
    expect(info.data.bio_html).not.toContain('onerror');
  });

  it('chooses the system, Gravatar or an uploaded avatar; Gravatar without an address takes the e-mail hash', async () => {
    const member = await server.createUser();
    const avatar = async () => ((await server.api.get<{ avatar: object }>(`${V1}/user/info`, { token: member.token })).data.avatar);
    expect(await avatar()).toEqual({ type: 'default' });
    await server.api.put(`${V1}/user/info`, { avatar: { type: 'gravatar' } }, { token: member.token });
    expect(await avatar()).toEqual({ type: 'gravatar', gravatar: expect.stringMatching(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}$/) });
    const missing = await server.api.put(`${V1}/user/info`, { avatar: { type: 'custom' } }, { token: member.token });
    expect(missing).toMatchObject({ status: 400, data: [{ error_field: 'avatar' }] });
    await server.api.put(`${V1}/user/info`, { avatar: { type: 'custom', custom: '/uploads/avatar/a.png' } }, { token: member.token });
    expect(await avatar()).toEqual({ type: 'custom', custom: '/uploads/avatar/a.png' });
    await server.api.put(`${V1}/user/info`, { avatar: { type: 'system' } }, { token: member.token });
    expect(await avatar()).toEqual({ type: 'system' });
    expect((await server.api.put(`${V1}/user/info`, { avatar: { type: 'photo' } }, { token: member.token })).status).toBe(400);
  });

  it('refuses profile changes the site does not allow', async () => {
    const member = await server.createUser();
    await server.kernel.settings.put('users', { allow_update_location: false });
    try {
      const res = await server.api.put(`${V1}/user/info`, { location: 'Paris' }, { token: member.token });
      expect(res).toMatchObject({ status: 400, data: [{ error_field: 'location' }] });
    } finally {
      await server.kernel.settings.put('users', { allow_update_location: true });
    }
  });

  it('keeps notification settings per member, defaults until chosen', async () => {
    const [me, other] = [await server.createUser(), await server.createUser()];
    const defaults = { inbox: { enable: true, key: 'email' }, all_new_question: { enable: false, key: 'email' }, all_new_question_for_following_tags: { enable: false, key: 'email' } };
    expect((await server.api.get(CONFIG, { token: me.token })).data).toEqual(defaults);
    expect((await server.api.put(CONFIG, { inbox: { enable: false }, all_new_question: { enable: true, key: 'email' } }, { token: me.token })).code).toBe(200);
    expect((await server.api.get(CONFIG, { token: me.token })).data).toEqual({ ...defaults, inbox: { enable: false, key: 'email' }, all_new_question: { enable: true, key: 'email' } });
    // Sources left out keep their value; a second write replaces the first.
    await server.api.put(CONFIG, { inbox: { enable: true } }, { token: me.token });
    expect((await server.api.get<any>(CONFIG, { token: me.token })).data).toMatchObject({ inbox: { enable: true }, all_new_question: { enable: true } });
    expect((await server.api.get(CONFIG, { token: other.token })).data).toEqual(defaults);
  });

  it('refuses bad notification settings and visitors', async () => {
    const me = await server.createUser();
    expect((await server.api.put(CONFIG, { inbox: { enable: 'yes' } }, { token: me.token })).status).toBe(400);
    expect((await server.api.put(CONFIG, { inbox: {} }, { token: me.token })).status).toBe(400);
    expect((await server.api.put(CONFIG, { digest: { enable: true } }, { token: me.token })).status).toBe(400);
    expect((await server.api.put(CONFIG, { inbox: { enable: true, key: 'sms' } }, { token: me.token })).status).toBe(400);
    expect((await server.api.get(CONFIG)).status).toBe(401);
    expect((await server.api.put(CONFIG, { inbox: { enable: true } })).status).toBe(401);
  });

  it('finds up to 5 members by the start of username or display name, case-insensitively', async () => {
    const me = await server.createUser();
    for (const name of ['Zed', 'zelda', 'Zenon', 'zoe', 'Zack', 'zubin', 'Zoltan']) await server.createUser({ name });
    const found = await server.api.get(`${V1}/user/info/search`, { token: me.token, query: { username: 'ZE' } });
    expect((found.data as { username: string }[]).map((u) => u.username).sort()).toEqual(['zed', 'zelda', 'zenon']);
    const all = await server.api.get(`${V1}/user/info/search`, { token: me.token, query: { username: 'z' } });
    expect((all.data as unknown[]).length).toBe(5);
    expect((await server.api.get(`${V1}/user/info/search`, { token: me.token, query: { username: '%' } })).data).toEqual([]);
    expect((await server.api.get(`${V1}/user/info/search`, { query: { username: 'z' } })).status).toBe(401);
    expect((await server.api.get(`${V1}/user/info/search`, { token: me.token })).status).toBe(400);
  });
});
