import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import type { QuestionPage } from '../../schemas/question.ts';
import { PAGE_SIZE_MAX } from '../../schemas/post-rules.ts';
import { fillListTotals } from '../questions/list-totals.ts';
import { HotScoreKeeper } from '../questions/hot-score-keeper.ts';
import { API, answer, ask, questionPlugins } from './question-test-kit.ts';

const HOUR = 3600;

/** Answer's list extras: the hot order, the `in_days` window, recommended questions, large pages. */
describe.each(testEngines())('question list orders and windows on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const page = (query: Record<string, string | number>, user?: TestUser) => server.api.get<QuestionPage>(`${API}/question/page`, { query, token: user?.token });
  const ids = async (query: Record<string, string | number>) => (await page(query)).data.list.map((q) => q.id);
  /** Sets a question's age (hours since asked and last active) and view count directly, and rescores it as a write would. */
  const age = async (id: string, hours: number, views: number) => {
    const at = server.kernel.clock.now() - hours * HOUR;
    await server.kernel.db('question').where({ id }).update({ created_at: at, post_update_time: at, view_count: views });
    await new HotScoreKeeper(server.kernel.clock).rescore(server.kernel.db, [id]);
  };
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'follow'] });
    admin = await server.admin();
    alice = await server.createUser();
    bob = await server.createUser();
  });
  afterAll(() => server.close());

  it('orders hot questions by Answer\'s hot score within the last 90 days, or in_days', async () => {
    const tags = [{ slug_name: 'trending' }];
    const [fresh, viewed, unseen, old] = [await ask(server, alice, { tags }), await ask(server, alice, { tags }), await ask(server, alice, { tags }), await ask(server, alice, { tags })];
    await age(fresh.id, 10, 50);
    await age(viewed.id, 48, 500);
    await age(unseen.id, 1, 0);
    await age(old.id, 100 * 24, 10_000);
    // Views decay with age: fifty views ten hours ago beat five hundred two days ago.
    expect(await ids({ tag: 'trending', order: 'hot' })).toEqual([fresh.id, viewed.id, unseen.id]);
    expect(await ids({ tag: 'trending', order: 'hot', in_days: 200 })).toEqual([fresh.id, viewed.id, old.id, unseen.id]);
    expect(await ids({ tag: 'trending', order: 'hot', in_days: 1 })).toEqual([fresh.id, unseen.id]);
    expect((await page({ tag: 'trending', order: 'hot', in_days: 1 })).data.count).toBe(2);
    // Votes on its answers count in full.
    const reply = await answer(server, bob, viewed.id);
    await server.kernel.db('answer').where({ id: reply.id }).update({ vote_count: 1000 });
    await age(viewed.id, 48, 500);
    expect(await ids({ tag: 'trending', order: 'hot' })).toEqual([viewed.id, fresh.id, unseen.id]);
    // in_days bounds every order, as in Answer.
    expect(await ids({ tag: 'trending', order: 'newest', in_days: 1 })).toEqual([unseen.id, fresh.id]);
    expect(await ids({ tag: 'trending', order: 'hot', in_days: 0 })).toEqual([viewed.id, fresh.id, unseen.id]);
    expect((await page({ order: 'hot', in_days: -1 })).code).toBe(400);
  });

  it('ranks questions older than the kept 90 days by their score now when in_days reaches them, not by a stale stored one, on every page', async () => {
    const tags = [{ slug_name: 'long-window' }];
    const asking = () => ask(server, alice, { tags });
    const [recent, younger, revived, forgotten, faded] = [await asking(), await asking(), await asking(), await asking(), await asking()];
    await age(recent.id, 24, 20);
    await age(younger.id, 48, 10);
    await age(revived.id, 120 * 24, 5000);
    await age(forgotten.id, 150 * 24, 100_000);
    await age(faded.id, 160 * 24, 2);
    // asked 120 days ago, answered yesterday with an answer voted 10,000 times: the hottest now;
    // stored as of yesterday's writes (a score only decays: stored is at least the score now)
    const reply = await answer(server, bob, revived.id);
    const yesterday = server.kernel.clock.now() - 24 * HOUR;
    await server.kernel.db('answer').where({ id: reply.id }).update({ vote_count: 10_000 });
    await server.kernel.db('question').where({ id: revived.id }).update({ post_update_time: yesterday });
    await new HotScoreKeeper({ now: () => yesterday } as typeof server.kernel.clock).rescore(server.kernel.db, [revived.id]);
    // stored when it was hot, long ago: stale, far above its score now
    await server.kernel.db('question').where({ id: forgotten.id }).update({ hot_score: 999_999_999 });
    const hottest = [revived.id, recent.id, younger.id, forgotten.id, faded.id];
    expect(await ids({ tag: 'long-window', order: 'hot', in_days: 200 })).toEqual(hottest);
    expect(await ids({ tag: 'long-window', order: 'hot', in_days: 130 })).toEqual([revived.id, recent.id, younger.id]);
    // page by page, each page scoring only the rows that can reach it, the same order
    const paged = [];
    for (let p = 1; p <= 5; p++) paged.push(...(await ids({ tag: 'long-window', order: 'hot', in_days: 200, page: p, page_size: 1 })));
    expect(paged).toEqual(hottest);
    expect(await ids({ tag: 'long-window', order: 'hot', in_days: 200, page: 2, page_size: 2 })).toEqual([younger.id, forgotten.id]);
    // the default window reads the stored score (kept by writes and the pass)
    expect(await ids({ tag: 'long-window', order: 'hot' })).toEqual([recent.id, younger.id]);
    expect((await page({ tag: 'long-window', order: 'hot', in_days: 200 })).data.count).toBe(5);
  });

  it('serves the largest page for a larger page_size instead of refusing it', async () => {
    const first = await ask(server, alice, { tags: [{ slug_name: 'paging' }] });
    const row = await server.kernel.db('question').where({ id: first.id }).first();
    const clones = Array.from({ length: PAGE_SIZE_MAX }, (_, i) => ({ ...row, id: String(10019000000000000n + BigInt(i)) }));
    await server.kernel.db.batchInsert('question', clones, 50);
    // Written past the repository, which keeps the list totals: counted again, as the generator does.
    await fillListTotals(server.kernel.db);
    const all = await page({ page_size: 999, order: 'newest' });
    expect(all.code).toBe(200);
    expect(all.data.list).toHaveLength(PAGE_SIZE_MAX);
    expect(all.data.count).toBeGreaterThan(PAGE_SIZE_MAX);
    await server.kernel.db('question').whereIn('id', clones.map((c) => c.id)).delete();
    await fillListTotals(server.kernel.db);
  });

  it('recommends questions in followed tags and followed questions, first', async () => {
    const me = await server.createUser();
    const followedTag = [{ slug_name: 'rec-followed' }];
    const otherTag = [{ slug_name: 'rec-other' }];
    const picked = await ask(server, alice, { tags: followedTag });
    const answered = await ask(server, alice, { tags: followedTag });
    await ask(server, me, { tags: followedTag });
    const closed = await ask(server, alice, { tags: followedTag });
    const followedQuestion = await ask(server, bob, { tags: otherTag });
    await ask(server, bob, { tags: otherTag });
    await answer(server, me, answered.id);
    await server.api.put(`${API}/question/status`, { id: closed.id, close_type: 2 }, { token: admin.token });
    const recommend = (user?: TestUser) => server.api.get<QuestionPage>(`${API}/question/recommend/page`, { query: { page: 1, page_size: 999 }, token: user?.token });

    expect((await recommend(me)).data).toEqual({ count: 0, list: [] });
    expect((await server.api.put(`${API}/follow/tags`, { slug_name_list: ['rec-followed'] }, { token: me.token })).code).toBe(200);
    expect((await server.api.post(`${API}/follow`, { object_id: followedQuestion.id }, { token: me.token })).code).toBe(200);
    // Not their own question, not one they answered, not a closed one.
    const mine = await recommend(me);
    expect(mine.data.count).toBe(2);
    expect(mine.data.list.map((q) => q.id)).toEqual([followedQuestion.id, picked.id]);
    expect(mine.data.list[1]).toMatchObject({ tags: [{ slug_name: 'rec-followed' }], operator: { id: alice.id } });
    expect((await recommend()).code).toBe(401);
  });
});
