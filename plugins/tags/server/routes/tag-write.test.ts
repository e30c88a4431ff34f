import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, tagPlugins, makeTag, slug, tagPost } from './tag-test-kit.ts';

describe.each(testEngines())('tag writes on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let moderator: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    // Reputation keeps the site's privileges: without it (the kernel's roles-only default) members need nothing.
    server = await startTestServer({ engine, plugins: [...tagPlugins(), 'questions', 'reputation'] });
    admin = await server.admin();
    moderator = await server.createUser({ role: Role.moderator });
    member = await server.createUser();
  });
  afterAll(() => server.close());

  it('lets staff create a tag and answers its slug', async () => {
    const res = await server.api.post(`${API}/tag`, { slug_name: 'C++', display_name: 'C++', original_text: 'The language' }, { token: moderator.token });
    expect(res).toMatchObject({ code: 200, data: { slug_name: 'c++' } });
    const again = await server.api.post(`${API}/tag`, { slug_name: 'c++', display_name: 'C plus plus' }, { token: admin.token });
    expect(again).toMatchObject({ code: 400, reason: 'error.tag.already_exist', data: [{ error_field: 'slug_name' }] });
  });

  it('refuses tags from members below the tag.add privilege and from visitors', async () => {
    expect(await server.api.post(`${API}/tag`, { slug_name: 'nope', display_name: 'nope' }, { token: member.token })).toMatchObject({ code: 403, reason: 'error.rank.no_enough_rank_to_operate' });
    expect((await server.api.post(`${API}/tag`, { slug_name: 'nope', display_name: 'nope' })).code).toBe(401);
    // the tag box asks the same rule when a question names a new tag
    const asked = await server.api.post(`${API}/question`, { title: 'A question naming a new tag', content: 'Some words for the body of the question here.', tags: [{ slug_name: 'nope' }] }, { token: member.token });
    expect(asked).toMatchObject({ code: 400, reason: 'error.tag.cannot_create' });
  });

  it('checks slug and display name (SPEC §5)', async () => {
    const bad = await server.api.post(`${API}/tag`, { slug_name: 'bad slug!', display_name: 'Bad' }, { token: admin.token });
    expect(bad).toMatchObject({ code: 400, msg: 'URL slug contains unallowed character set.', data: [{ error_field: 'slug_name' }] });
    const long = await server.api.post(`${API}/tag`, { slug_name: 'a'.repeat(36), display_name: 'b'.repeat(36) }, { token: admin.token });
    expect(long.data).toEqual([
      { error_field: 'slug_name', error_msg: 'URL slug up to 35 characters.' },
      { error_field: 'display_name', error_msg: 'Display name up to 35 characters.' },
    ]);
    const blank = await server.api.post(`${API}/tag`, { slug_name: 'ok', display_name: '  ' }, { token: admin.token });
    expect(blank.data).toEqual([{ error_field: 'display_name', error_msg: 'Display name cannot be empty.' }]);
    const missing = await server.api.post(`${API}/tag`, { display_name: 'x' }, { token: admin.token });
    expect(missing).toMatchObject({ code: 400, reason: 'base.request_format_error', data: [{ error_field: 'slug_name' }] });
    const zh = await server.api.post(`${API}/tag`, { slug_name: 'bad slug!', display_name: 'Bad' }, { token: admin.token, language: 'zh_CN' });
    expect(zh.msg).toBe('URL 固定链接包含不允许的字符。');
  });

  it('edits a tag, keeping slugs unique', async () => {
    const id = await makeTag(server, admin, slug('edit'));
    const taken = slug('taken');
    await makeTag(server, admin, taken);
    const res = await server.api.put(`${API}/tag`, { tag_id: id, display_name: 'Renamed', original_text: 'New *wiki*', slug_name: 'renamed-tag' }, { token: admin.token });
    expect(res.code).toBe(200);
    const info = await server.api.get(`${API}/tag`, { query: { id } });
    expect(info.data).toMatchObject({ slug_name: 'renamed-tag', display_name: 'Renamed', original_text: 'New *wiki*', revision: 2 });
    expect((await server.api.put(`${API}/tag`, { tag_id: id, slug_name: taken }, { token: admin.token })).reason).toBe('error.tag.already_exist');
    expect((await server.api.put(`${API}/tag`, { tag_id: id, slug_name: 'Bad Slug' }, { token: admin.token })).msg).toBe('URL slug contains unallowed character set.');
    expect((await server.api.put(`${API}/tag`, { tag_id: '10039999999999999', display_name: 'x' }, { token: admin.token })).code).toBe(404);
    expect((await server.api.put(`${API}/tag`, { display_name: 'x' }, { token: admin.token })).code).toBe(400);
    expect((await server.api.put(`${API}/tag`, { tag_id: id, display_name: 'x' }, { token: member.token })).code).toBe(403);
  });

  it('deletes an unused tag and refuses one with questions or synonyms', async () => {
    const free = await makeTag(server, admin, slug('free'));
    expect((await server.api.delete(`${API}/tag`, { tag_id: free }, { token: member.token })).code).toBe(403);
    expect((await server.api.delete(`${API}/tag`, { tag_id: free }, { token: admin.token })).code).toBe(200);
    expect((await server.api.get(`${API}/tag`, { query: { id: free } })).code).toBe(404);
    expect((await server.api.delete(`${API}/tag`, { tag_id: free }, { token: admin.token })).code).toBe(404);

    const used = await makeTag(server, admin, slug('used'));
    await tagPost(server, '10010000000008001', [used]);
    expect(await server.api.delete(`${API}/tag`, { tag_id: used }, { token: admin.token })).toMatchObject({ code: 400, reason: 'error.tag.has_questions' });

    const main = slug('main');
    const mainId = await makeTag(server, admin, main);
    await server.api.put(`${API}/tag/synonym`, { tag_id: mainId, synonym_tag_list: [{ slug_name: slug('syn') }] }, { token: admin.token });
    expect(await server.api.delete(`${API}/tag`, { tag_id: mainId }, { token: admin.token })).toMatchObject({ code: 400, reason: 'error.tag.has_synonyms' });
  });

  it('brings a deleted slug back when it is created again', async () => {
    const s = slug('again');
    const id = await makeTag(server, admin, s);
    await server.api.delete(`${API}/tag`, { tag_id: id }, { token: admin.token });
    expect(await makeTag(server, admin, s, { display_name: 'Again' })).toBe(id);
  });
});
