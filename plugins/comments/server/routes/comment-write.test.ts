import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, counter, remove } from '../../../../tests/support/posts.ts';
import type { CommentCreated } from '../api.ts';

const COMMENT = '/answer/api/v1/comment';

describe.each(testEngines())('adding, editing and deleting comments on %s', (engine) => {
  let server: TestServer;
  let asker: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let questionId: string;
  let answerId: string;
  const created: CommentCreated[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments'] });
    server.kernel.events.on('kernel', 'comment.created', (e) => void created.push(e), 'sync');
    [asker, alice, bob] = [await server.createUser(), await server.createUser({ name: 'alice' }), await server.createUser({ name: 'bob' })];
    questionId = await ask(server, asker);
    answerId = await answer(server, asker, questionId);
  });
  afterAll(() => server.close());

  const add = (body: object, user: TestUser | null = alice) => server.api.post<any>(COMMENT, body, { token: user?.token });

  it('adds a comment, presents it and counts it on the post', async () => {
    const res = await add({ object_id: questionId, original_text: 'Nice question, **really**', mention_username_list: [] });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      object_id: questionId, user_id: alice.id, username: 'alice', user_display_name: 'alice', user_status: 'normal',
      original_text: 'Nice question, **really**', vote_count: 0, is_vote: false, reply_comment_id: '', reply_user_id: '',
    });
    expect(res.data.comment_id).toMatch(/^1005\d{13}$/);
    expect(res.data.parsed_text).toContain('<strong>really</strong>');
    expect(res.data.member_actions.map((a: any) => a.action)).toEqual(['edit', 'delete']);
    expect(await counter(server, 'question', questionId, 'comment_count')).toBe(1);
  });

  it('presents a new comment without reading votes: nobody votes on their own comment', async () => {
    const sql: string[] = [];
    const note = (q: { sql: string }) => void sql.push(q.sql);
    server.kernel.db.on('query', note);
    try {
      expect((await add({ object_id: questionId, original_text: 'Nobody votes on this one' })).data).toMatchObject({ is_vote: false });
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(sql.filter((q) => /from `vote`/.test(q))).toEqual([]);
  });

  it('replies, links mentions and reports them in comment.created', async () => {
    const first = await add({ object_id: answerId, original_text: 'What about edge cases?' }, bob);
    const reply = await add({ object_id: answerId, original_text: '@bob see @nobody9 and @alice', mention_username_list: ['bob'], reply_comment_id: first.data.comment_id });
    expect(reply.data).toMatchObject({ reply_comment_id: first.data.comment_id, reply_user_id: bob.id, reply_username: 'bob', reply_user_display_name: 'bob' });
    expect(reply.data.parsed_text).toMatch(/<a href="\/u\/bob"[^>]*>@bob<\/a>/);
    expect(created.at(-1)).toMatchObject({ commentId: reply.data.comment_id, objectId: answerId, questionId, userId: alice.id, replyUserId: bob.id, mentions: ['bob'] });
    expect(await counter(server, 'answer', answerId, 'comment_count')).toBe(2);
  });

  it('refuses replies to comments of another post and unknown posts', async () => {
    const elsewhere = await add({ object_id: questionId, original_text: 'On the question' });
    const res = await add({ object_id: answerId, original_text: 'A reply', reply_comment_id: elsewhere.data.comment_id });
    expect(res).toMatchObject({ code: 404, reason: 'error.comment.not_found', data: [{ error_field: 'reply_comment_id' }] });
    expect(await add({ object_id: '10010000000999999', original_text: 'Hello there' })).toMatchObject({ code: 404, data: [{ error_field: 'object_id' }] });
    const doomed = await ask(server, asker, 'A question nobody will comment on');
    await remove(server, asker, 'question', doomed);
    expect((await add({ object_id: doomed, original_text: 'Too late' })).code).toBe(404);
  });

  it('lets the author and staff edit, and no one else', async () => {
    const made = await add({ object_id: questionId, original_text: 'First words' });
    const id = made.data.comment_id;
    const edit = await server.api.put<any>(COMMENT, { comment_id: id, original_text: 'Second <script>alert(1)</script> words' }, { token: alice.token });
    expect(edit.data).toEqual({ comment_id: id, original_text: 'Second <script>alert(1)</script> words', parsed_text: expect.stringContaining('Second') });
    expect(edit.data.parsed_text).not.toContain('<script');
    expect((await server.api.put(COMMENT, { comment_id: id, original_text: 'Hijacked!' }, { token: bob.token })).code).toBe(403);
    const moderator = await server.createUser({ role: Role.moderator });
    expect((await server.api.put(COMMENT, { comment_id: id, original_text: 'Tidied up' }, { token: moderator.token })).code).toBe(200);
    const one = await server.api.get<any>(COMMENT, { query: { id } });
    expect(one.data.original_text).toBe('Tidied up');
    expect((await server.api.put<any>(COMMENT, { comment_id: '10050000000999999', original_text: 'Nothing' }, { token: alice.token })).data).toEqual([
      expect.objectContaining({ error_field: 'comment_id' }),
    ]);
  });

  it('lets the author and staff delete, counting it once', async () => {
    const mine = await add({ object_id: answerId, original_text: 'Delete me' });
    const before = await counter(server, 'answer', answerId, 'comment_count');
    expect((await server.api.delete(COMMENT, { comment_id: mine.data.comment_id }, { token: bob.token })).code).toBe(403);
    expect((await server.api.delete(COMMENT, { comment_id: mine.data.comment_id }, { token: alice.token })).code).toBe(200);
    expect((await server.api.delete(COMMENT, { comment_id: mine.data.comment_id }, { token: alice.token })).code).toBe(404);
    expect(await counter(server, 'answer', answerId, 'comment_count')).toBe(before - 1);
    expect((await server.api.get(COMMENT, { query: { id: mine.data.comment_id } })).code).toBe(404);
    const bobs = await add({ object_id: answerId, original_text: 'Moderate me' }, bob);
    const admin = await server.admin();
    expect((await server.api.delete(COMMENT, { comment_id: bobs.data.comment_id }, { token: admin.token })).code).toBe(200);
  });

  it('validates input and names the field', async () => {
    const cases: [string, object, string][] = [
      ['POST', { original_text: 'No object' }, 'object_id'],
      ['POST', { object_id: questionId }, 'original_text'],
      ['POST', { object_id: questionId, original_text: 'x' }, 'original_text'],
      ['POST', { object_id: questionId, original_text: 'x'.repeat(601) }, 'original_text'],
      ['POST', { object_id: questionId, original_text: '     ' }, 'original_text'],
      ['POST', { object_id: questionId, original_text: 'Fine text', mention_username_list: 'bob' }, 'mention_username_list'],
      ['POST', { object_id: 12, original_text: 'Fine text' }, 'object_id'],
      ['PUT', { original_text: 'Fine text' }, 'comment_id'],
      ['PUT', { comment_id: '10050000000000001', original_text: 'y'.repeat(601) }, 'original_text'],
      ['DELETE', {}, 'comment_id'],
    ];
    for (const [method, body, field] of cases) {
      const res = await server.api.call<any>(method, COMMENT, body, { token: alice.token });
      expect(res.code, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(res.data.map((f: { error_field: string }) => f.error_field)).toContain(field);
    }
    expect((await add({ object_id: questionId, original_text: 'x'.repeat(600) })).code).toBe(200);
  });

  it('needs a signed-in, activated member to write', async () => {
    expect((await add({ object_id: questionId, original_text: 'Anonymous' }, null)).code).toBe(401);
    expect((await server.api.put(COMMENT, { comment_id: '10050000000000001', original_text: 'Anon' })).code).toBe(401);
    expect((await server.api.delete(COMMENT, { comment_id: '10050000000000001' })).code).toBe(401);
    const pending = await server.createUser({ activated: false });
    expect(await add({ object_id: questionId, original_text: 'Not yet' }, pending)).toMatchObject({ code: 403, data: { type: 'inactive' } });
  });
});
