import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { toShortId } from '../questions/permalink.ts';
import { SeoSettingsGroup } from '../../../seo/server/api.ts';
import { API, answer, ask, info, questionPlugins, type QuestionData } from './question-test-kit.ts';

type Item = QuestionData & { operator: { id: string }; operation_type: string; operated_at: number };
type List = { count: number; list: Item[] };

describe.each(testEngines())('question lists and detail on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const page = (query: Record<string, string | number>) => server.api.get<List>(`${API}/question/page`, { query });
  const op = (id: string, operation: string) => server.api.put(`${API}/question/operation`, { id, operation }, { token: admin.token });
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'seo'] });
    admin = await server.admin();
    alice = await server.createUser();
    bob = await server.createUser();
  });
  afterAll(() => server.close());

  it('lists by tag, newest and active, pinned first, without hidden or deleted questions', async () => {
    const tags = [{ slug_name: 'listing' }];
    const first = await ask(server, alice, { tags, title: 'First listed question' });
    const second = await ask(server, alice, { tags, title: 'Second listed question' });
    const third = await ask(server, alice, { tags, title: 'Third listed question' });
    const hidden = await ask(server, alice, { tags });
    const gone = await ask(server, alice, { tags });
    // Age the questions a little so the orders below do not hinge on one clock second.
    const now = server.kernel.clock.now();
    for (const [i, q] of [first, second, third].entries())
      await server.kernel.db('question').where({ id: q.id }).update({ created_at: now - 100 + i, post_update_time: now - 100 + i });
    await op(hidden.id, 'hide');
    await server.api.delete(`${API}/question`, { id: gone.id }, { token: alice.token });
    const newest = await page({ tag: 'listing', order: 'newest' });
    expect(newest.data.count).toBe(3);
    expect(newest.data.list.map((q) => q.id)).toEqual([third.id, second.id, first.id]);
    expect(newest.data.list[0]).toMatchObject({ operation_type: 'asked', operator: { id: alice.id }, tags: [{ slug_name: 'listing' }] });
    await answer(server, bob, first.id);
    const active = await page({ tag: 'listing' });
    expect(active.data.list[0]).toMatchObject({ id: first.id, operation_type: 'answered', operator: { id: bob.id }, answer_count: 1 });
    await op(second.id, 'pin');
    expect((await page({ tag: 'listing', order: 'newest' })).data.list.map((q) => q.id)).toEqual([second.id, third.id, first.id]);
    expect((await page({ tag: 'listing', order: 'unanswered' })).data.list.map((q) => q.id)).toEqual([second.id, third.id]);
    expect((await page({ tag: 'listing', order: 'newest', page: 2, page_size: 2 })).data).toMatchObject({ count: 3, list: [{ id: first.id }] });
    await op(hidden.id, 'show');
    expect((await page({ tag: 'listing' })).data.count).toBe(4);
  });

  it('orders by views and score, follows synonyms and empties for unknown tags', async () => {
    const tags = [{ slug_name: 'viewing' }];
    const quiet = await ask(server, alice, { tags });
    const busy = await ask(server, alice, { tags });
    for (let i = 0; i < 3; i += 1) await info(server, busy.id);
    const hot = await page({ tag: 'viewing', order: 'frequent', page_size: 6 });
    expect(hot.data.list.map((q) => q.id)).toEqual([busy.id, quiet.id]);
    expect(hot.data.list[0]!.view_count).toBe(3);
    expect((await page({ tag: 'viewing', order: 'score' })).data.count).toBe(2);
    const tag = await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: 'viewing' } });
    await server.api.put(`${API}/tag/synonym`, { tag_id: tag.data.tag_id, synonym_tag_list: [{ slug_name: 'watching' }] }, { token: admin.token });
    expect((await page({ tag: 'watching' })).data.count).toBe(2);
    expect((await page({ tag: 'no-such-tag' })).data).toEqual({ count: 0, list: [] });
  });

  it('refuses bad list parameters', async () => {
    expect((await page({ order: 'hottest' })).code).toBe(400);
    expect((await page({ page_size: 0 })).code).toBe(400);
    expect((await page({ page: 'x' })).code).toBe(400);
  });

  it('recommends nothing while no plugin knows what members follow', async () => {
    await ask(server, alice);
    const res = await server.api.get(`${API}/question/recommend/page`, { token: bob.token });
    expect(res).toMatchObject({ code: 200, data: { count: 0, list: [] } });
    expect((await server.api.get(`${API}/question/recommend/page`)).code).toBe(401);
  });

  it('shows one question, counting each view, and 404s unknown ones', async () => {
    const q = await ask(server, alice);
    expect((await info(server, q.id)).data.view_count).toBe(1);
    const second = await info(server, q.id, bob);
    expect(second.data.view_count).toBe(2);
    // no plugin takes flags here, so no one is offered 'report' (flag-desk.test.ts has one)
    expect(second.data.member_actions).toEqual([]);
    expect((await info(server, q.id)).data.member_actions).toEqual([]);
    const staff = await info(server, q.id, admin);
    expect(staff.data.member_actions.map((a) => a.action)).toEqual(['edit', 'close', 'pin', 'hide', 'delete']);
    expect(staff.data.member_actions[0]).toEqual({ action: 'edit', name: 'Edit', type: 'edit' });
    expect((await info(server, '10019999999999999')).code).toBe(404);
    expect((await info(server, 'not-an-id!')).code).toBe(400);
    expect((await server.api.get(`${API}/question/info`)).code).toBe(400);
  });

  it('serves short ids and url titles under permalink 3', async () => {
    const q = await ask(server, alice, { title: 'Short ids for everyone' });
    await server.kernel.settings.put(SeoSettingsGroup, { permalink: 3 });
    const short = (await page({ order: 'newest', page_size: 50 })).data.list.find((item) => item.title === 'Short ids for everyone')!;
    expect(short.id).toBe(toShortId(q.id));
    expect((await info(server, short.id)).data).toMatchObject({ id: short.id, title: 'Short ids for everyone', url_title: 'short-ids-for-everyone' });
    await server.kernel.settings.put(SeoSettingsGroup, { permalink: 1 });
    expect((await info(server, q.id)).data.id).toBe(q.id);
  });

  it('finds similar questions by title words and related ones by tags', async () => {
    const a = await ask(server, alice, { title: 'Configure knex migrations', tags: [{ slug_name: 'knex' }] });
    const b = await ask(server, alice, { title: 'Knex pooling on sqlite', tags: [{ slug_name: 'knex' }, { slug_name: 'sqlite' }] });
    await ask(server, alice, { title: 'Something unrelated', tags: [{ slug_name: 'other' }] });
    const similar = await server.api.get<{ id: string; url_title: string }[]>(`${API}/question/similar`, { query: { title: 'knex' }, token: bob.token });
    expect(similar.data.map((q) => q.id).sort()).toEqual([a.id, b.id].sort());
    expect((await server.api.get(`${API}/question/similar`, { query: { title: '%%' }, token: bob.token })).data).toEqual([]);
    expect((await server.api.get(`${API}/question/similar`, { query: { title: 'knex' } })).code).toBe(401);
    expect((await server.api.get(`${API}/question/similar`, { token: bob.token })).code).toBe(400);
    const related = await server.api.get<List>(`${API}/question/similar/tag`, { query: { question_id: a.id } });
    expect(related.data).toMatchObject({ count: 1, list: [{ id: b.id }] });
    expect((await server.api.get(`${API}/question/similar/tag`, { query: { question_id: '10019999999999999' } })).code).toBe(404);
  });
});
