import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { statementsDuring } from '../../../../tests/support/statements-during.ts';
import type { QuestionPage } from '../../schemas/question.ts';
import { API, answer, ask, info, questionPlugins } from './question-test-kit.ts';

/**
 * List totals are kept (moved inside the transaction of every write that changes which lists
 * hold a question) and a busy tag's page is found by walking the list in order: both must
 * answer exactly what counting and filtering afresh would, after every write.
 */
describe.each(testEngines())('kept list totals and tag walks on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let alice: TestUser;
  const page = async (query: Record<string, string | number>) => (await server.api.get<QuestionPage>(`${API}/question/page`, { query })).data;
  const op = (id: string, operation: string) => server.api.put(`${API}/question/operation`, { id, operation }, { token: admin.token });
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    admin = await server.admin();
    alice = await server.createUser();
  });
  afterAll(() => server.close());

  it('keeps the totals of the whole list and of a tag exact through asks, hides, deletes and recoveries', async () => {
    const tags = [{ slug_name: 'kept' }];
    const [a, b] = [await ask(server, alice, { tags }), await ask(server, alice, { tags })];
    const all = (await page({})).count;
    expect((await page({ tag: 'kept' })).count).toBe(2);
    const c = await ask(server, alice, { tags });
    expect([(await page({})).count, (await page({ tag: 'kept' })).count]).toEqual([all + 1, 3]);
    await op(a.id, 'hide');
    expect([(await page({})).count, (await page({ tag: 'kept' })).count]).toEqual([all, 2]);
    expect((await server.api.delete(`${API}/question`, { id: b.id }, { token: admin.token })).code).toBe(200);
    expect([(await page({})).count, (await page({ tag: 'kept' })).count]).toEqual([all - 1, 1]);
    expect((await server.api.post(`${API}/question/recover`, { question_id: b.id }, { token: admin.token })).code).toBe(200);
    await op(a.id, 'show');
    expect([(await page({})).count, (await page({ tag: 'kept' })).count]).toEqual([all + 1, 3]);
    const moved = await server.api.put(`${API}/question`, { id: c.id, title: c.title, content: 'A body long enough to pass, edited.', tags: [{ slug_name: 'elsewhere' }] }, { token: alice.token });
    expect(moved.code).toBe(200);
    expect([(await page({ tag: 'kept' })).count, (await page({ tag: 'elsewhere' })).count]).toEqual([2, 1]);
  });

  it('locks the totals and tags an ask moves, each in one read first, except on SQLite, whose writer holds the whole database', async () => {
    const seen: string[] = [];
    const note = (q: { sql: string }) => {
      if (q.sql.includes('question_list_total')) seen.push(`${q.sql.split(' ')[0]} totals`);
      if (/^select [`"]id[`"] from [`"]tag[`"] where [`"]id[`"] in/.test(q.sql)) seen.push('lock tags');
    };
    server.kernel.db.on('query', note);
    try {
      await ask(server, alice, { tags: [{ slug_name: 'kept' }] });
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(seen).toEqual(engine === 'sqlite' ? ['update totals'] : ['select totals', 'update totals', 'lock tags']);
  });

  /** The totals the API reports, and the same lists counted from the rows. */
  const totals = async () => {
    const db = server.kernel.db;
    const n = async (q: ReturnType<typeof db>) => Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]!.n);
    const listed = () => db('question').whereIn('status', [1, 2]).andWhere({ show: 1 });
    return {
      reported: { all: (await page({})).count, unanswered: (await page({ order: 'unanswered' })).count },
      counted: { all: await n(listed()), unanswered: await n(listed().andWhere({ answer_count: 0 })) },
    };
  };

  it('moves the unanswered total exactly with answers, closes, hides, deletes and recoveries', async () => {
    const start = await totals();
    expect(start.reported).toEqual(start.counted);
    const { all, unanswered } = start.reported;
    const expectTotals = async (moved: { all: number; unanswered: number }) => {
      const now = await totals();
      expect(now.reported).toEqual({ all: all + moved.all, unanswered: unanswered + moved.unanswered });
      expect(now.counted).toEqual(now.reported);
    };
    const q = await ask(server, alice);
    await expectTotals({ all: 1, unanswered: 1 });
    const first = await answer(server, admin, q.id);
    await expectTotals({ all: 1, unanswered: 0 });
    const second = await answer(server, await server.createUser(), q.id, 'A second answer with enough text.');
    expect((await server.api.put(`${API}/question/status`, { id: q.id, close_type: 3, close_msg: 'off topic' }, { token: admin.token })).code).toBe(200);
    await expectTotals({ all: 1, unanswered: 0 });
    for (const a of [first, second]) expect((await server.api.delete(`${API}/answer`, { id: a.id }, { token: admin.token })).code).toBe(200);
    await expectTotals({ all: 1, unanswered: 1 });
    expect((await server.api.post(`${API}/answer/recover`, { answer_id: first.id }, { token: admin.token })).code).toBe(200);
    await expectTotals({ all: 1, unanswered: 0 });
    expect((await server.api.put(`${API}/question/reopen`, { question_id: q.id }, { token: admin.token })).code).toBe(200);
    await expectTotals({ all: 1, unanswered: 0 });

    const bare = await ask(server, alice);
    await expectTotals({ all: 2, unanswered: 1 });
    await op(bare.id, 'hide');
    await expectTotals({ all: 1, unanswered: 0 });
    // Answered while hidden: it comes back to the list, but not to the unanswered tab.
    await answer(server, admin, bare.id);
    await op(bare.id, 'show');
    await expectTotals({ all: 2, unanswered: 0 });
    expect((await server.api.delete(`${API}/question`, { id: q.id }, { token: admin.token })).code).toBe(200);
    await expectTotals({ all: 1, unanswered: 0 });
    // Deleting a question leaves its answers: recovered, it is still answered.
    expect((await server.api.post(`${API}/question/recover`, { question_id: q.id }, { token: admin.token })).code).toBe(200);
    await expectTotals({ all: 2, unanswered: 0 });
    // A second delete of the same question changes nothing.
    expect((await server.api.delete(`${API}/question`, { id: bare.id }, { token: admin.token })).code).toBe(200);
    expect((await server.api.delete(`${API}/question`, { id: bare.id }, { token: admin.token })).code).toBe(404);
    await expectTotals({ all: 1, unanswered: 0 });
  });

  it('recovers an answer and a question once when three recovers race', async () => {
    const start = await totals();
    const q = await ask(server, alice, { tags: [{ slug_name: 'raced-recover' }] });
    const a = await answer(server, await server.createUser(), q.id);
    expect((await server.api.delete(`${API}/answer`, { id: a.id }, { token: admin.token })).code).toBe(200);
    const thrice = async (path: string, body: Record<string, string>) =>
      (await Promise.all([0, 1, 2].map(() => server.api.post(`${API}/${path}`, body, { token: admin.token })))).map((r) => r.reason ?? r.code).sort();
    expect(await thrice('answer/recover', { answer_id: a.id })).toEqual(['base.success', 'error.answer.not_deleted', 'error.answer.not_deleted']);
    expect((await info(server, q.id)).data).toMatchObject({ answer_count: 1, status: 1 });
    const answered = await totals();
    expect(answered.reported).toEqual({ all: start.reported.all + 1, unanswered: start.reported.unanswered });
    expect(answered.counted).toEqual(answered.reported);

    expect((await server.api.delete(`${API}/question`, { id: q.id }, { token: admin.token })).code).toBe(200);
    expect(await thrice('question/recover', { question_id: q.id })).toEqual(['base.success', 'error.question.not_deleted', 'error.question.not_deleted']);
    expect((await info(server, q.id)).data).toMatchObject({ answer_count: 1, status: 1 });
    expect((await server.api.get<{ question_count: number }>(`${API}/tag`, { query: { name: 'raced-recover' } })).data.question_count).toBe(1);
    const recovered = await totals();
    expect(recovered.reported).toEqual(answered.reported);
    expect(recovered.counted).toEqual(recovered.reported);
  });

  it('counts a question once on a tag whose synonym it also carries', async () => {
    const [main, other] = ['kept-main', 'kept-other'];
    const both = await ask(server, alice, { tags: [{ slug_name: main }, { slug_name: other }] });
    await ask(server, alice, { tags: [{ slug_name: main }] });
    const onlyOther = await ask(server, alice, { tags: [{ slug_name: other }] });
    const mainId = both.tags.find((t) => t.slug_name === main)!.tag_id;
    // Tagged before it became a synonym, `both` keeps its links to each.
    expect((await server.api.put(`${API}/tag/synonym`, { tag_id: mainId, synonym_tag_list: [{ slug_name: other }] }, { token: admin.token })).code).toBe(200);
    const whole = await page({ tag: main, page_size: 20 });
    expect(new Set(whole.list.map((q) => q.id)).size).toBe(3);
    expect(whole.count).toBe(3);
    expect((await page({ tag: other })).count).toBe(3);
    expect((await page({ tag: main, order: 'unanswered' })).count).toBe(3);
    await answer(server, admin, both.id);
    expect((await page({ tag: main, order: 'unanswered' })).count).toBe(2);
    await op(onlyOther.id, 'hide');
    expect((await page({ tag: main })).count).toBe(2);
    expect((await server.api.delete(`${API}/question`, { id: both.id }, { token: admin.token })).code).toBe(200);
    expect((await page({ tag: main })).count).toBe(1);
  });

  it('pages a tag that holds most questions the same whichever way it is read', async () => {
    const tags = [{ slug_name: 'everywhere' }];
    const asked = [];
    for (let i = 0; i < 6; i += 1) asked.push(await ask(server, alice, { tags }));
    await op(asked[2]!.id, 'hide');
    // Page size 20 reads the tag's questions first; size 1 walks the newest first and checks each.
    const whole = await page({ tag: 'everywhere', order: 'newest', page_size: 20 });
    const { statements, result: walked } = await statementsDuring(server.kernel.db, async () => {
      const list = [];
      for (let n = 1; n <= whole.count; n += 1) list.push(...(await page({ tag: 'everywhere', order: 'newest', page_size: 1, page: n })).list);
      return list;
    });
    // MariaDB would turn an EXISTS into a semi-join read from the tag's side: it gets a scalar subquery
    const walks = statements.filter((sql) => sql.includes('order by') && (sql.includes('exists (select') || sql.includes(') is not null')));
    expect(walks.length).toBeGreaterThan(0);
    expect(walks.filter((sql) => !sql.includes(engine === 'mysql' ? ') is not null' : 'exists (select'))).toEqual([]);
    expect(whole.count).toBe(5);
    expect(walked.map((q) => q.id)).toEqual(whole.list.map((q) => q.id));
    expect(whole.list.map((q) => q.id)).toEqual(asked.filter((_, i) => i !== 2).map((q) => q.id).reverse());
  });

  it('shows views at once, before they are written', async () => {
    const q = await ask(server, alice);
    // Visitors' views count even when their answer comes from the visitor cache (which may
    // show them a count up to its window old); a member's request is never served from it.
    for (let i = 0; i < 3; i += 1) await info(server, q.id);
    expect((await info(server, q.id, alice)).data.view_count).toBe(4);
    expect((await page({ order: 'newest' })).list.find((item) => item.id === q.id)?.view_count).toBe(4);
    expect((await page({ order: 'frequent', page_size: 100 })).list.find((item) => item.id === q.id)?.view_count).toBe(4);
    const stored = await server.kernel.db('question').where({ id: q.id }).first('view_count');
    expect(Number(stored.view_count)).toBe(4);
  });
});
