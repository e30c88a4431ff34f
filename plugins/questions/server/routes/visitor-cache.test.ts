import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { RequestDecoratorPoint } from '../../../../kernel/provider-api.ts';
import { VisitorCachePoint } from '../../../web-pages/server/api.ts';
import type { QuestionPage } from '../../schemas/question.ts';
import { API, answer, ask, info, questionPlugins } from './question-test-kit.ts';

type Listed = { list: { id: string; comment_id?: string; original_text?: string; vote_status?: string; collected?: boolean }[]; count: number };

/**
 * Visitors' answers are kept for some seconds (web-pages' visitor cache, the kernel's request
 * decorator: plugins/web-pages/server/visitor-cache-decorator.ts): every
 * write must show on the visitor's very next fetch, members must never get a visitor's kept
 * answer nor leave theirs for visitors, and the language and the login gate still apply.
 * Each check reads once before the write so a kept answer exists to go stale.
 */
describe.each(testEngines())('visitor cache on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let member: TestUser;
  const list = async (query: Record<string, string | number> = { order: 'newest' }) => (await server.api.get<QuestionPage>(`${API}/question/page`, { query })).data;
  const answers = async (questionId: string) => (await server.api.get<Listed>(`${API}/answer/page`, { query: { question_id: questionId } })).data;
  const comments = async (objectId: string, token?: string) => (await server.api.get<Listed>(`${API}/comment/page`, { query: { object_id: objectId }, token })).data;
  const post = (path: string, body: object, user = member) => server.api.post<{ id?: string; comment_id?: string }>(`${API}/${path}`, body, { token: user.token });
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'votes', 'comments', 'bookmarks'] });
    [author, member] = [await server.createUser(), await server.createUser()];
  });
  afterAll(() => server.close());

  it('shows a new question, answer, comment, vote and edit on the visitor\'s next fetch', async () => {
    const before = await list();
    const q = await ask(server, author);
    const listed = await list();
    expect(listed.count).toBe(before.count + 1);
    expect(listed.list[0]!.id).toBe(q.id);

    expect((await info(server, q.id)).data.answer_count).toBe(0);
    expect((await answers(q.id)).count).toBe(0);
    const a = await answer(server, member, q.id);
    expect((await info(server, q.id)).data.answer_count).toBe(1);
    expect((await answers(q.id)).list.map((x) => x.id)).toEqual([a.id]);
    expect((await list()).list.find((x) => x.id === q.id)?.answer_count).toBe(1);

    expect((await comments(q.id)).count).toBe(0);
    const made = await post('comment', { object_id: q.id, original_text: 'A first comment here.' });
    expect(made.code).toBe(200);
    expect((await comments(q.id)).list.map((c) => c.original_text)).toEqual(['A first comment here.']);
    // A comment edit raises no domain event: the write request itself drops kept answers.
    const commentId = (await comments(q.id)).list[0]!.comment_id;
    expect((await server.api.put(`${API}/comment`, { comment_id: commentId, original_text: 'An edited comment here.' }, { token: member.token })).code).toBe(200);
    expect((await comments(q.id)).list.map((c) => c.original_text)).toEqual(['An edited comment here.']);

    expect((await info(server, q.id)).data.vote_count).toBe(0);
    expect((await post('vote/up', { object_id: q.id })).code).toBe(200);
    expect((await info(server, q.id)).data.vote_count).toBe(1);
    expect((await list()).list.find((x) => x.id === q.id)?.vote_count).toBe(1);

    const edited = await server.api.put(`${API}/question`, { id: q.id, title: 'A retitled question about caching', content: 'A body long enough to pass.', tags: [{ slug_name: 'cached-tag' }] }, { token: author.token });
    expect(edited.code).toBe(200);
    expect((await info(server, q.id)).data.title).toBe('A retitled question about caching');
    expect((await list({ tag: 'cached-tag' })).list.map((x) => x.id)).toEqual([q.id]);
  });

  it('shows the writer their own write at once (read-your-writes) and counts views served from the cache', async () => {
    const q = await ask(server, author);
    for (let i = 0; i < 3; i += 1) expect((await info(server, q.id)).code).toBe(200);
    // Visitors' view counts may lag by the cache's window; the member's own request sees all four.
    expect((await info(server, q.id, member)).data.view_count).toBe(4);
    const a = await answer(server, author, q.id);
    expect((await server.api.get<Listed>(`${API}/answer/page`, { query: { question_id: q.id }, token: author.token })).data.list.map((x) => x.id)).toEqual([a.id]);
  });

  it('counts every view when visitors ask at once (one computes, the others wait for its answer)', async () => {
    const q = await ask(server, author);
    const together = await Promise.all(Array.from({ length: 8 }, () => info(server, q.id)));
    expect(together.map((r) => r.code)).toEqual(Array(8).fill(200));
    expect((await info(server, q.id, member)).data.view_count).toBe(9);
  });

  it('never gives a visitor a member\'s personal fields, nor a member a visitor\'s answer', async () => {
    const q = await ask(server, author);
    const anonymous = await info(server, q.id);
    expect(anonymous.data).toMatchObject({ vote_status: '', collected: false });
    expect((await post('vote/up', { object_id: q.id })).code).toBe(200);
    expect((await post('collection/switch', { object_id: q.id, group_id: '0' })).code).toBe(200);
    // The member reads right after a visitor filled the cache, and the visitor right after the member.
    expect((await info(server, q.id)).data).toMatchObject({ vote_status: '', collected: false, vote_count: 1 });
    expect((await info(server, q.id, member)).data).toMatchObject({ vote_status: 'vote_up', collected: true });
    expect((await info(server, q.id)).data).toMatchObject({ vote_status: '', collected: false });
    const theirs = await server.api.get<Listed>(`${API}/question/page`, { query: { order: 'newest' }, token: member.token });
    expect(theirs.code).toBe(200);
    expect((await info(server, q.id, author)).data).toMatchObject({ vote_status: '', collected: false });
  });

  it('keeps one answer per interface language', async () => {
    const q = await ask(server, author);
    const en = await server.api.get(`${API}/question/info`, { query: { id: q.id }, language: 'en_US' });
    const zh = await server.api.get(`${API}/question/info`, { query: { id: q.id }, language: 'zh_CN' });
    expect(en.msg).not.toBe(zh.msg);
    expect((await server.api.get(`${API}/question/info`, { query: { id: q.id }, language: 'en_US' })).msg).toBe(en.msg);
  });

  it('still refuses visitors once the site requires login, kept answers or not', async () => {
    const q = await ask(server, author);
    expect((await info(server, q.id)).code).toBe(200);
    expect((await server.api.get(`${API}/question/page`)).code).toBe(200);
    await server.kernel.settings.put('login', { login_required: true });
    try {
      expect((await info(server, q.id)).code).toBe(401);
      expect((await server.api.get(`${API}/question/page`)).code).toBe(401);
      expect((await info(server, q.id, member)).code).toBe(200);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });

  it("drops the enabled visitor cache's answers (web-pages') on every write request and committed event", async () => {
    const visitors = server.kernel.host.extensions.one(VisitorCachePoint);
    expect(server.kernel.host.extensions.providedBy('web-pages')).toEqual(expect.arrayContaining([RequestDecoratorPoint.id, VisitorCachePoint.id]));
    const generation = () => visitors!.key('en_US', '/', {});
    const first = await generation();
    const q = await ask(server, author);
    const second = await generation();
    expect(second).not.toBe(first);
    await server.kernel.db.transaction((trx) => server.kernel.events.emit('question.updated', { questionId: q.id, userId: author.id, authorId: author.id, tagIds: [] }, trx));
    expect(await generation()).not.toBe(second);
  });

  it('drops kept answers when an event commits outside any request', async () => {
    const q = await ask(server, author);
    expect((await info(server, q.id)).data.title).toBe(q.title);
    // What a command-line tool or another plugin's handler does: write, then emit after commit.
    await server.kernel.db.transaction(async (trx) => {
      await trx('question').where({ id: q.id }).update({ title: 'Retitled outside any request' });
      await server.kernel.events.emit('question.updated', { questionId: q.id, userId: author.id, authorId: author.id, tagIds: [] }, trx);
    });
    expect((await info(server, q.id)).data.title).toBe('Retitled outside any request');
  });
});
