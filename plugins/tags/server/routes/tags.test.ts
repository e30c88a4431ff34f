import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, tagPlugins, makeTag, setWriteSettings, slug, tagPost } from './tag-test-kit.ts';

type TagItem = { tag_id: string; slug_name: string; question_count: number; reserved: boolean; recommend: boolean };

describe.each(testEngines())('tag reads on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: tagPlugins() });
    admin = await server.admin();
    member = await server.createUser();
  });
  afterAll(() => server.close());

  it('lists tags by popularity, name and age, filtered by slug', async () => {
    const a = await makeTag(server, admin, 'alpha-list');
    await makeTag(server, admin, 'beta-list');
    await tagPost(server, '10010000000009001', [a]);
    const popular = await server.api.get<{ count: number; list: TagItem[] }>(`${API}/tags/page`, { query: { slug_name: 'list' } });
    expect(popular.code).toBe(200);
    expect(popular.data.count).toBe(2);
    expect(popular.data.list[0]).toMatchObject({ slug_name: 'alpha-list', question_count: 1, is_follower: false });
    const newest = await server.api.get<{ list: TagItem[] }>(`${API}/tags/page`, { query: { slug_name: 'list', query_cond: 'newest' } });
    expect(newest.data.list.map((t) => t.slug_name)).toEqual(['beta-list', 'alpha-list']);
    const paged = await server.api.get<{ count: number; list: TagItem[] }>(`${API}/tags/page`, { query: { slug_name: 'list', query_cond: 'name', page: 2, page_size: 1 } });
    expect(paged.data).toMatchObject({ count: 2, list: [{ slug_name: 'beta-list' }] });
    // Wildcards in the filter match literally.
    expect((await server.api.get<{ count: number }>(`${API}/tags/page`, { query: { slug_name: '%' } })).data.count).toBe(0);
    expect((await server.api.get<{ count: number }>(`${API}/tags/page`, { query: { slug_name: '_' } })).data.count).toBe(0);
  });

  it('refuses bad list parameters', async () => {
    expect((await server.api.get(`${API}/tags/page`, { query: { query_cond: 'best' } })).code).toBe(400);
    expect((await server.api.get(`${API}/tags/page`, { query: { page: 0 } })).code).toBe(400);
    expect((await server.api.get(`${API}/tags/page`, { query: { slug_name: 'x'.repeat(36) } })).code).toBe(400);
  });

  it('gets tags by slugs and one tag by id or name', async () => {
    const s = slug('get');
    const id = await makeTag(server, admin, s, { display_name: 'Get Me', original_text: 'About <this> tag' });
    const basics = await server.api.get<TagItem[]>(`${API}/tags`, { query: { tags: `${s},missing-tag` } });
    expect(basics.data).toEqual([{ tag_id: id, slug_name: s, display_name: 'Get Me', recommend: false, reserved: false }]);
    const byId = await server.api.get<Record<string, unknown>>(`${API}/tag`, { query: { id } });
    expect(byId.data).toMatchObject({ tag_id: id, slug_name: s, main_tag_slug_name: '', original_text: 'About <this> tag', member_actions: [] });
    expect(String(byId.data.parsed_text)).toContain('About');
    expect(String(byId.data.parsed_text)).not.toContain('<this>');
    const byName = await server.api.get<{ member_actions: { action: string }[] }>(`${API}/tag`, { query: { name: s.toUpperCase() }, token: admin.token });
    expect(byName.data.member_actions.map((a) => a.action)).toEqual(['edit', 'delete', 'merge']);
  });

  it('answers 404 for unknown tags and 400 for malformed ids', async () => {
    expect((await server.api.get(`${API}/tag`, { query: { id: '10039999999999999' } })).code).toBe(404);
    expect((await server.api.get(`${API}/tag`, { query: { name: 'no-such-tag' } })).reason).toBe('error.tag.not_found');
    expect((await server.api.get(`${API}/tag`)).code).toBe(404);
    expect((await server.api.get(`${API}/tag`, { query: { id: 'abc' } })).code).toBe(400);
  });

  it('searches by prefix for the selector, at most five, flagging reserved and recommended', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await makeTag(server, admin, `sel${n}`);
    await setWriteSettings(server, { reserved_tags: ['sel1'], recommend_tags: ['sel2'] });
    const res = await server.api.get<TagItem[]>(`${API}/question/tags`, { query: { tag: 'SEL;' }, token: member.token });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(5);
    expect(res.data.find((t) => t.slug_name === 'sel1')).toMatchObject({ reserved: true, recommend: false });
    expect(res.data.find((t) => t.slug_name === 'sel2')).toMatchObject({ reserved: false, recommend: true });
    const exact = await server.api.get<TagItem[]>(`${API}/question/tags`, { query: { tag: 'sel6' }, token: member.token });
    expect(exact.data.map((t) => t.slug_name)).toEqual(['sel6']);
    const empty = await server.api.get<TagItem[]>(`${API}/question/tags`, { token: member.token });
    expect(empty.data.map((t) => t.slug_name)).toEqual(['sel2']);
    await setWriteSettings(server, { reserved_tags: [], recommend_tags: [] });
  });

  it('keeps the selector search for signed-in members', async () => {
    expect((await server.api.get(`${API}/question/tags`, { query: { tag: 'sel' } })).code).toBe(401);
    expect((await server.api.get(`${API}/question/tags`, { query: { tag: 'x'.repeat(36) }, token: member.token })).code).toBe(400);
  });
});
