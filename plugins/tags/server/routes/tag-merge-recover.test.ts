import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { ask } from '../../../../tests/support/posts.ts';
import { API, makeTag, tagPlugins } from './tag-test-kit.ts';

/** Answer's `POST tag/merge` and `POST tag/recover` (staff only), their rules named on the field. */
describe.each(testEngines())('tag/merge and tag/recover on %s', (engine) => {
  let server: TestServer;
  let moderator: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...tagPlugins(), 'questions', 'follow'] });
    moderator = await server.createUser({ role: Role.moderator });
    member = await server.createUser();
  });
  afterAll(() => server.close());
  const recover = (tag_id: string, who = moderator) => server.api.post(`${API}/tag/recover`, { tag_id }, { token: who.token });

  it('recovers a deleted tag, refuses a live one naming tag_id, and answers 404 for none', async () => {
    const id = await makeTag(server, moderator, 'phoenix');
    expect(await recover(id)).toMatchObject({ status: 400, reason: 'error.tag.not_deleted', data: [{ error_field: 'tag_id' }] });
    expect((await server.api.delete(`${API}/tag`, { tag_id: id }, { token: moderator.token })).code).toBe(200);
    expect((await server.api.get(`${API}/tag`, { query: { name: 'phoenix' } })).status).toBe(404);
    expect((await recover(id, member)).status).toBe(403);
    const seen = await server.api.get<{ status: string; member_actions: { action: string; name: string }[] }>(`${API}/tag`, { query: { name: 'phoenix' }, token: moderator.token });
    expect(seen.data.status).toBe('deleted');
    expect(seen.data.member_actions).toEqual([{ action: 'undelete', name: 'Undelete', type: 'confirm' }]);
    expect((await server.api.get(`${API}/tag`, { query: { id }, token: member.token })).status).toBe(404);
    expect((await recover(id)).code).toBe(200);
    expect((await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: 'phoenix' } })).data.tag_id).toBe(id);
    const live = await server.api.get<{ status: string; member_actions: { action: string }[] }>(`${API}/tag`, { query: { id }, token: moderator.token });
    expect(live.data).toMatchObject({ status: 'available' });
    expect(live.data.member_actions.map((a) => a.action)).toEqual(['edit', 'delete', 'merge']);
    expect(await recover('99999999')).toMatchObject({ status: 404, reason: 'error.tag.not_found' });
  });

  it('lists deleted tags for staff only, newest deletion first, filtered by name and paged', async () => {
    const remove = (tag_id: string) => server.api.delete(`${API}/tag`, { tag_id }, { token: moderator.token });
    const ids = [await makeTag(server, moderator, 'gone-alpha', { display_name: 'Gone Alpha' }), await makeTag(server, moderator, 'gone-beta'), await makeTag(server, moderator, 'kept-gamma')];
    for (const id of ids.slice(0, 2)) expect((await remove(id)).code).toBe(200);
    const deleted = (query: Record<string, string | number>, who?: TestUser) => server.api.get<{ count: number; list: { tag_id: string; slug_name: string }[] }>(`${API}/tags/deleted`, { query, token: who?.token });
    const all = await deleted({ page_size: 100 }, moderator);
    expect(all.code).toBe(200);
    const slugs = all.data.list.map((t) => t.slug_name);
    expect(slugs.indexOf('gone-beta')).toBeLessThan(slugs.indexOf('gone-alpha'));
    expect(slugs).not.toContain('kept-gamma');
    expect(all.data.count).toBe(all.data.list.length);
    expect((await deleted({ slug_name: 'ALPHA' }, moderator)).data).toMatchObject({ count: 1, list: [{ tag_id: ids[0], slug_name: 'gone-alpha' }] });
    const first = await deleted({ page: 1, page_size: 1 }, moderator);
    expect(first.data.list).toHaveLength(1);
    expect(first.data.count).toBe(all.data.count);
    expect((await deleted({ page_size: 500 }, moderator)).status).toBe(400);
    expect((await deleted({}, member)).status).toBe(403);
    expect((await deleted({})).status).toBe(401);
    expect((await recover(ids[0]!)).code).toBe(200);
    expect((await deleted({ slug_name: 'gone-alpha' }, moderator)).data.count).toBe(0);
    expect((await server.api.get(`${API}/tags/page`, { query: { slug_name: 'gone-alpha' } })).data).toMatchObject({ count: 1 });
  });

  const tagRow = async (id: string) => {
    const row = await server.kernel.db('tag').where({ id }).first('question_count', 'follow_count', 'main_tag_id', 'status');
    return { questions: Number(row.question_count), follows: Number(row.follow_count), main: row.main_tag_id ? String(row.main_tag_id) : null };
  };
  const liveLinks = async (id: string) => Number((await server.kernel.db('tag_rel').where({ tag_id: id, status: 1 }).count({ n: '*' }).first())?.n);
  const merge = (source_tag_id: string, target_tag_id: string, who = moderator) => server.api.post(`${API}/tag/merge`, { source_tag_id, target_tag_id }, { token: who.token });
  const follow = (who: TestUser, id: string) => server.api.post(`${API}/follow`, { object_id: id, is_cancel: false }, { token: who.token });

  it('merges questions, followers and synonyms into the target, keeping counts exact', async () => {
    const [source, target, synonym, other] = [await makeTag(server, moderator, 'js'), await makeTag(server, moderator, 'javascript'), await makeTag(server, moderator, 'ecmascript'), await makeTag(server, moderator, 'other-tag')];
    expect((await server.api.put(`${API}/tag/synonym`, { tag_id: source, synonym_tag_list: [{ slug_name: 'ecmascript' }] }, { token: moderator.token })).code).toBe(200);
    await ask(server, moderator, 'A question tagged with the source tag only', [{ slug_name: 'js' }]);
    await ask(server, moderator, 'A question tagged with both of the tags', [{ slug_name: 'js' }, { slug_name: 'javascript' }]);
    await ask(server, moderator, 'A question tagged with the target tag only', [{ slug_name: 'javascript' }]);
    const [a, b] = [await server.createUser(), await server.createUser()];
    for (const [who, id] of [[a, source], [b, source], [b, target]] as const) expect((await follow(who, id)).code).toBe(200);

    expect(await merge(source, source)).toMatchObject({ status: 400, reason: 'error.tag.merge_into_itself', data: [{ error_field: 'target_tag_id' }] });
    expect(await merge(other, synonym)).toMatchObject({ status: 400, reason: 'error.tag.merge_into_synonym', data: [{ error_field: 'target_tag_id' }] });
    expect((await merge(source, target, member)).status).toBe(403);
    expect((await merge(source, target)).code).toBe(200);

    expect(await tagRow(target)).toEqual({ questions: 3, follows: 2, main: null });
    expect(await liveLinks(target)).toBe(3);
    expect(await tagRow(source)).toEqual({ questions: 0, follows: 0, main: target });
    expect(await liveLinks(source)).toBe(0);
    expect((await tagRow(synonym)).main).toBe(target);
    const followers = await server.kernel.db('follow').where({ object_id: target, object_type: 'tag' }).count({ n: '*' }).first();
    expect(Number(followers?.n)).toBe(2);
  });
});
