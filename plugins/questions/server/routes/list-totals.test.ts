import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import type { QuestionPage } from '../../schemas/question.ts';
import { API, ask, info, questionPlugins } from './question-test-kit.ts';

/**
 * List totals are kept between requests and a busy tag's page is found by walking the list in
 * order: both must answer exactly what counting and filtering afresh would, after every write.
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

  it('pages a tag that holds most questions the same whichever way it is read', async () => {
    const tags = [{ slug_name: 'everywhere' }];
    const asked = [];
    for (let i = 0; i < 6; i += 1) asked.push(await ask(server, alice, { tags }));
    await op(asked[2]!.id, 'hide');
    // Page size 20 reads the tag's questions first; size 1 walks the newest first and checks each.
    const whole = await page({ tag: 'everywhere', order: 'newest', page_size: 20 });
    const walked = [];
    for (let n = 1; n <= whole.count; n += 1) walked.push(...(await page({ tag: 'everywhere', order: 'newest', page_size: 1, page: n })).list);
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
