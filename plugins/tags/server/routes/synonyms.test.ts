import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, tagPlugins, makeTag, slug, tagPost } from './tag-test-kit.ts';

type Synonyms = { synonyms: { tag_id: string; slug_name: string; main_tag_slug_name: string }[]; member_actions: { action: string }[] };

describe.each(testEngines())('tag synonyms on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: tagPlugins() });
    admin = await server.admin();
    member = await server.createUser();
  });
  afterAll(() => server.close());

  it('sets, lists and replaces the synonyms of a tag', async () => {
    const main = slug('js');
    const mainId = await makeTag(server, admin, main);
    const old = slug('ecma');
    await makeTag(server, admin, old);
    const set = await server.api.put(`${API}/tag/synonym`, { tag_id: mainId, synonym_tag_list: [{ slug_name: old }, { slug_name: 'javascript-new', display_name: 'JavaScript' }] }, { token: admin.token });
    expect(set.code).toBe(200);
    const list = await server.api.get<Synonyms>(`${API}/tag/synonyms`, { query: { tag_id: mainId }, token: admin.token });
    expect(list.data.synonyms.map((s) => s.slug_name).sort()).toEqual([old, 'javascript-new'].sort());
    expect(list.data.synonyms[0]!.main_tag_slug_name).toBe(main);
    expect(list.data.member_actions.map((a) => a.action)).toEqual(['edit']);
    const synInfo = await server.api.get(`${API}/tag`, { query: { name: 'javascript-new' } });
    expect(synInfo.data).toMatchObject({ display_name: 'JavaScript', main_tag_slug_name: main });

    await server.api.put(`${API}/tag/synonym`, { tag_id: mainId, synonym_tag_list: [{ slug_name: 'javascript-new' }] }, { token: admin.token });
    const after = await server.api.get<Synonyms>(`${API}/tag/synonyms`, { query: { tag_id: mainId } });
    expect(after.data).toMatchObject({ synonyms: [{ slug_name: 'javascript-new' }], member_actions: [] });
    expect((await server.api.get(`${API}/tag`, { query: { name: old } })).data).toMatchObject({ main_tag_slug_name: '' });
  });

  it('finds posts tagged with a synonym and maps the selector to the main tag', async () => {
    const main = slug('py');
    const mainId = await makeTag(server, admin, main);
    await server.api.put(`${API}/tag/synonym`, { tag_id: mainId, synonym_tag_list: [{ slug_name: `${main}-syn` }] }, { token: admin.token });
    await tagPost(server, '10010000000007001', [mainId]);
    const res = await server.api.get<{ slug_name: string }[]>(`${API}/question/tags`, { query: { tag: `${main}-s` }, token: member.token });
    expect(res.data.map((t) => t.slug_name)).toEqual([main]);
  });

  it('refuses bad synonym changes', async () => {
    const main = await makeTag(server, admin, slug('m'));
    const other = slug('o');
    const otherId = await makeTag(server, admin, other);
    await server.api.put(`${API}/tag/synonym`, { tag_id: otherId, synonym_tag_list: [{ slug_name: slug('oo') }] }, { token: admin.token });
    const put = (body: unknown, token = admin.token) => server.api.put(`${API}/tag/synonym`, body, { token });
    expect((await put({ tag_id: main, synonym_tag_list: [{ slug_name: other }] })).reason).toBe('error.tag.synonym_has_synonyms');
    const mainSlug = ((await server.api.get<{ slug_name: string }>(`${API}/tag`, { query: { id: main } })).data).slug_name;
    expect((await put({ tag_id: main, synonym_tag_list: [{ slug_name: mainSlug }] })).reason).toBe('error.tag.synonym_of_itself');
    expect((await put({ tag_id: main, synonym_tag_list: [{ slug_name: 'no way' }] })).msg).toBe('URL slug contains unallowed character set.');
    expect((await put({ tag_id: '10039999999999999', synonym_tag_list: [] })).code).toBe(404);
    expect((await put({ tag_id: main })).code).toBe(400);
    expect((await put({ tag_id: main, synonym_tag_list: [] }, member.token)).code).toBe(403);
    expect((await server.api.get(`${API}/tag/synonyms`)).code).toBe(400);
    expect((await server.api.get(`${API}/tag/synonyms`, { query: { tag_id: '10039999999999999' } })).code).toBe(404);
  });
});
