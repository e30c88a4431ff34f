import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { PAGE_SIZE_MAX } from '../../schemas/post-rules.ts';
import type { AnswerDetail } from '../../schemas/answer.ts';
import { API, answer, ask, info, questionPlugins, type AnswerData } from './question-test-kit.ts';

describe.each(testEngines())('answers on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const add = (questionId: string, content: unknown, user: TestUser) => server.api.post<AnswerDetail>(`${API}/answer`, { question_id: questionId, content }, { token: user.token });
  const list = (question_id: string, extra: Record<string, string> = {}, user?: TestUser) =>
    server.api.get<{ count: number; list: AnswerData[] }>(`${API}/answer/page`, { query: { question_id, ...extra }, token: user?.token });
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    admin = await server.admin();
    alice = await server.createUser();
    bob = await server.createUser();
    carol = await server.createUser();
  });
  afterAll(() => server.close());

  it('answers a question, moving its counters, and returns the answer with its question', async () => {
    const q = await ask(server, alice);
    const res = await add(q.id, 'A helpful answer **here**.', bob);
    expect(res.code).toBe(200);
    const { info: given, question } = res.data;
    expect(given).toMatchObject({ question_id: q.id, accepted: 1, status: 1, content: 'A helpful answer **here**.', user_info: { id: bob.id } });
    expect(given.id).toMatch(/^1002\d{13}$/);
    expect(given.member_actions.map((a) => a.action)).toEqual(['edit', 'delete']);
    // As Answer does: the question as the answerer now sees it.
    expect(question).toMatchObject({ id: q.id, answer_count: 1, last_answer_id: given.id, answered: true, first_answer_id: given.id });
    expect((await info(server, q.id)).data).toMatchObject({ answer_count: 1, last_answer_id: given.id });
    expect((await info(server, q.id, bob)).data).toMatchObject({ answered: true, first_answer_id: given.id });
  });

  it('answers without reading the new answer back as the question\'s last one', async () => {
    const q = await ask(server, alice);
    const selects: { sql: string; bindings: string[] }[] = [];
    const note = (e: { sql: string; bindings?: unknown[] }) => void (/^select/.test(e.sql) && selects.push({ sql: e.sql, bindings: (e.bindings ?? []).map(String) }));
    server.kernel.db.on('query', note);
    let res;
    try {
      res = await add(q.id, 'An answer presented from the row it wrote.', bob);
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(res.data.question).toMatchObject({ last_answer_id: res.data.info.id, answered: true });
    expect(selects.filter((e) => / from `answer`/.test(e.sql) && e.bindings.includes(res.data.info.id))).toEqual([]);
    // One answer per member (the default rule): the check before the write is the only look for the viewer's answer.
    expect(selects.filter((e) => / from `answer` where `question_id` = \? and `user_id` = \?/.test(e.sql))).toHaveLength(1);
    // The answer's writer and the question's asker, named by both presenters, in one read.
    const cards = selects.filter((e) => /^select `id`, `username`.* from `user`/.test(e.sql));
    expect(cards.map((e) => [...e.bindings].sort())).toEqual([[alice.id, bob.id].sort()]);
    expect(res.data.question).toMatchObject({ user_info: { id: alice.id } });
    expect(res.data.info).toMatchObject({ user_info: { id: bob.id } });
  });

  it('checks content, question state and one answer per member', async () => {
    const q = await ask(server, alice);
    expect(await add(q.id, 'short', bob)).toMatchObject({ code: 400, msg: 'content must be at least 6 characters in length.', data: [{ error_field: 'content' }] });
    expect((await add(q.id, '   ', bob)).msg).toBe('Answer cannot be empty.');
    expect((await add(q.id, 42, bob)).code).toBe(400);
    expect((await add('10019999999999999', 'Long enough answer', bob)).code).toBe(404);
    expect((await server.api.post(`${API}/answer`, { question_id: q.id, content: 'Long enough answer' })).code).toBe(401);
    await answer(server, bob, q.id);
    expect(await add(q.id, 'A second answer by bob', bob)).toMatchObject({ code: 403, reason: 'error.answer.restrict_answer' });
    await server.kernel.settings.put('write', { restrict_answer: false });
    expect((await add(q.id, 'A second answer by bob', bob)).code).toBe(200);
    await server.kernel.settings.put('write', { restrict_answer: true });
  });

  it('lists answers with the accepted one first, by score or age', async () => {
    const q = await ask(server, alice);
    const first = await answer(server, bob, q.id, 'The first answer given');
    const second = await answer(server, carol, q.id, 'The second answer given');
    expect((await list(q.id, { order: 'newest' })).data.list.map((a) => a.id)).toEqual([second.id, first.id]);
    expect((await list(q.id)).data.list.map((a) => a.id)).toEqual([first.id, second.id]);
    await server.api.post(`${API}/answer/acceptance`, { question_id: q.id, answer_id: second.id }, { token: alice.token });
    const page = await list(q.id);
    expect(page.data).toMatchObject({ count: 2, list: [{ id: second.id, accepted: 2 }, { id: first.id, accepted: 1 }] });
    expect((await list(q.id, { page: '2', page_size: '1' })).data.list.map((a) => a.id)).toEqual([first.id]);
    expect((await list(q.id, { order: 'default', page_size: '999' })).data.list.map((a) => a.id)).toEqual([second.id, first.id]);
    expect((await list(q.id, { order: 'best' })).code).toBe(400);
    expect((await server.api.get(`${API}/answer/page`)).code).toBe(400);
    expect((await list('10019999999999999')).code).toBe(404);
  });

  it('serves the largest page for a larger page_size (Answer\'s pages ask for 999)', async () => {
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    const row = await server.kernel.db('answer').where({ id: a.id }).first();
    const clones = Array.from({ length: PAGE_SIZE_MAX }, (_, i) => ({ ...row, id: String(10029000000000000n + BigInt(i)) }));
    await server.kernel.db.batchInsert('answer', clones, 50);
    const page = await list(q.id, { page_size: '999', order: 'default' });
    expect(page.data.count).toBe(PAGE_SIZE_MAX + 1);
    expect(page.data.list).toHaveLength(PAGE_SIZE_MAX);
    expect((await list(q.id, { page: '2', page_size: '999' })).data.list).toHaveLength(1);
  });

  it('shows one answer with its question', async () => {
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    const res = await server.api.get<{ info: AnswerData; question: { id: string } }>(`${API}/answer/info`, { query: { id: a.id } });
    expect(res.data).toMatchObject({ info: { id: a.id, question_id: q.id }, question: { id: q.id } });
    expect((await server.api.get(`${API}/answer/info`, { query: { id: '10029999999999999' } })).code).toBe(404);
    expect((await server.api.get(`${API}/answer/info`)).code).toBe(400);
  });

  it('lets the author and staff edit an answer', async () => {
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    const put = (body: unknown, user: TestUser) => server.api.put(`${API}/answer`, body, { token: user.token });
    expect(await put({ id: a.id, content: 'A better answer now' }, bob)).toMatchObject({ code: 200, data: { wait_for_review: false } });
    expect((await put({ id: a.id, content: 'Moderated answer text' }, admin)).code).toBe(200);
    const res = await server.api.get<{ info: AnswerData & { update_user_info: { id: string } } }>(`${API}/answer/info`, { query: { id: a.id } });
    expect(res.data.info).toMatchObject({ content: 'Moderated answer text', update_user_info: { id: admin.id } });
    expect((await put({ id: a.id, content: 'Not my answer' }, carol)).code).toBe(403);
    expect((await put({ id: a.id, content: 'tiny' }, bob)).msg).toBe('content must be at least 6 characters in length.');
    expect((await put({ id: '10029999999999999', content: 'Long enough text' }, bob)).code).toBe(404);
    expect((await put({ content: 'Long enough text' }, bob)).code).toBe(400);
  });

  it('deletes and recovers answers, keeping counts and the acceptance right', async () => {
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    const b = await answer(server, carol, q.id);
    const del = (id: string, user: TestUser) => server.api.delete(`${API}/answer`, { id }, { token: user.token });
    expect((await del(b.id, bob)).code).toBe(403);
    expect((await del(b.id, carol)).code).toBe(200);
    expect((await info(server, q.id)).data).toMatchObject({ answer_count: 1, last_answer_id: a.id });
    expect((await list(q.id)).data.count).toBe(1);
    expect((await list(q.id, {}, admin)).data.list.find((x) => x.id === b.id)).toMatchObject({ status: 10 });
    expect((await server.api.get(`${API}/answer/info`, { query: { id: b.id } })).code).toBe(404);
    expect((await del(b.id, carol)).code).toBe(404);
    expect((await server.api.post(`${API}/answer/recover`, { answer_id: b.id }, { token: carol.token })).code).toBe(403);
    expect((await server.api.post(`${API}/answer/recover`, { answer_id: b.id }, { token: admin.token })).code).toBe(200);
    expect((await server.api.post(`${API}/answer/recover`, { answer_id: b.id }, { token: admin.token })).reason).toBe('error.answer.not_deleted');
    expect((await info(server, q.id)).data).toMatchObject({ answer_count: 2, last_answer_id: b.id });

    await server.api.post(`${API}/answer/acceptance`, { question_id: q.id, answer_id: a.id }, { token: alice.token });
    expect(await del(a.id, bob)).toMatchObject({ code: 400, reason: 'error.answer.accepted_cannot_delete' });
    expect((await del(a.id, admin)).code).toBe(200);
    expect((await info(server, q.id)).data).toMatchObject({ answer_count: 1, accepted_answer_id: '0' });
  });

  it('lets only the asker accept, and toggles', async () => {
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    const b = await answer(server, carol, q.id);
    const accept = (answer_id: string, user = alice, question_id = q.id) => server.api.post(`${API}/answer/acceptance`, { question_id, answer_id }, { token: user.token });
    expect((await accept(a.id, bob)).code).toBe(403);
    expect((await accept(a.id)).code).toBe(200);
    expect((await info(server, q.id)).data.accepted_answer_id).toBe(a.id);
    await accept(b.id);
    expect((await list(q.id)).data.list.map((x) => [x.id, x.accepted])).toEqual([[b.id, 2], [a.id, 1]]);
    await accept(b.id);
    expect((await info(server, q.id)).data.accepted_answer_id).toBe('0');
    await accept(a.id);
    await accept('');
    expect((await info(server, q.id)).data.accepted_answer_id).toBe('0');
    const other = await ask(server, alice);
    expect((await accept(a.id, alice, other.id)).code).toBe(404);
    expect((await accept(a.id, alice, '10019999999999999')).code).toBe(404);
    expect((await server.api.post(`${API}/answer/acceptance`, { answer_id: a.id }, { token: alice.token })).code).toBe(400);
  });
});

describe.each(testEngines())('answering with viewer state on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'votes'] });
  });
  afterAll(() => server.close());

  it('reads no viewer state of an answer its author just wrote', async () => {
    const [asker, author] = [await server.createUser(), await server.createUser()];
    const q = await ask(server, asker);
    const votes: string[] = [];
    const note = (e: { sql: string }) => void (/ from `vote`/.test(e.sql) && votes.push(e.sql));
    server.kernel.db.on('query', note);
    let res;
    try {
      res = await server.api.post<AnswerDetail>(`${API}/answer`, { question_id: q.id, content: 'Nobody has voted on this yet.' }, { token: author.token });
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(res.data.info).toMatchObject({ vote_status: '', collected: false });
    // The question's state is read (the author may have voted on it); the new answer's is not.
    expect(votes).toHaveLength(1);
  });
});
