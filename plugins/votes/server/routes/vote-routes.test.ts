import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, counter, remove } from '../../../../tests/support/posts.ts';
import type { VoteCast } from '../api.ts';

const UP = '/answer/api/v1/vote/up';
const DOWN = '/answer/api/v1/vote/down';

describe.each(testEngines())('vote/up and vote/down on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let voter: TestUser;
  let questionId: string;
  let answerId: string;
  const cast: VoteCast[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments'] });
    server.kernel.events.on('kernel', 'vote.cast', (e) => void cast.push(e), 'sync');
    [author, voter] = [await server.createUser(), await server.createUser()];
    questionId = await ask(server, author);
    answerId = await answer(server, author, questionId);
  });
  afterAll(() => server.close());

  const vote = (path: string, body: object, user: TestUser | null = voter) => server.api.post<any>(path, body, { token: user?.token });

  it('votes up, keeps a repeated vote, cancels, and keeps the counter in step', async () => {
    expect((await vote(UP, { object_id: questionId })).data).toMatchObject({ votes: 1, vote_status: 'vote_up' });
    expect((await vote(UP, { object_id: questionId, is_cancel: false })).data).toMatchObject({ votes: 1, vote_status: 'vote_up' });
    expect(await counter(server, 'question', questionId, 'vote_count')).toBe(1);
    const res = await vote(UP, { object_id: questionId, is_cancel: true });
    expect(res).toMatchObject({ code: 200, data: { votes: 0, vote_status: '' } });
    expect(await counter(server, 'question', questionId, 'vote_count')).toBe(0);
    expect(cast.filter((e) => e.objectId === questionId).map((e) => e.current)).toEqual(['vote_up', '']);
  });

  it('switches direction, moving the count by two', async () => {
    expect((await vote(DOWN, { object_id: answerId })).data).toMatchObject({ votes: -1, vote_status: 'vote_down', down_votes: 1 });
    expect((await vote(UP, { object_id: answerId })).data).toMatchObject({ votes: 1, vote_status: 'vote_up', up_votes: 1, down_votes: 0 });
    expect(await counter(server, 'answer', answerId, 'vote_count')).toBe(1);
    // Cancelling the direction that is not active changes nothing.
    expect((await vote(DOWN, { object_id: answerId, is_cancel: true })).data).toMatchObject({ votes: 1, vote_status: 'vote_up' });
    const last = cast.filter((e) => e.objectId === answerId).at(-1)!;
    expect(last).toMatchObject({ objectType: 'answer', objectUserId: author.id, userId: voter.id, previous: 'vote_down', current: 'vote_up' });
  });

  it('votes on comments through the comments plugin', async () => {
    const made = await server.api.post<any>('/answer/api/v1/comment', { object_id: answerId, original_text: 'A comment to vote on' }, { token: author.token });
    const commentId = made.data.comment_id;
    expect((await vote(UP, { object_id: commentId })).data).toMatchObject({ votes: 1, vote_status: 'vote_up' });
    const page = await server.api.get<any>('/answer/api/v1/comment/page', { query: { object_id: answerId }, token: voter.token });
    expect(page.data.list[0]).toMatchObject({ comment_id: commentId, vote_count: 1, is_vote: true });
    const self = await vote(UP, { object_id: commentId }, author);
    expect(self).toMatchObject({ code: 400, reason: 'error.object.cannot_vote_for_self' });
  });

  it("refuses a vote on one's own post as a toast", async () => {
    const res = await vote(UP, { object_id: questionId }, author);
    expect(res).toMatchObject({ code: 400, reason: 'error.object.cannot_vote_for_self', msg: "You can't vote for your own post", data: { err_type: 'toast' } });
    const zh = await server.api.post<any>(DOWN, { object_id: answerId }, { token: author.token, language: 'zh_CN' });
    expect(zh.msg).toBe('你不能给自己的帖子投票');
  });

  it('refuses deleted posts', async () => {
    const doomed = await ask(server, author, 'A question that will be deleted soon');
    await remove(server, author, 'question', doomed);
    const res = await vote(UP, { object_id: doomed });
    expect(res).toMatchObject({ code: 400, reason: 'error.object.already_deleted', data: { err_type: 'toast' } });
  });

  it('answers 404 naming object_id for unknown ids', async () => {
    for (const id of ['10010000000999999', '10050000000999999', 'not-an-id']) {
      const res = await vote(UP, { object_id: id });
      expect(res).toMatchObject({ code: 404, reason: 'error.object.not_found', data: [{ error_field: 'object_id' }] });
    }
  });

  it('validates the body', async () => {
    const cases: [object, string][] = [
      [{}, 'object_id'],
      [{ object_id: 42 }, 'object_id'],
      [{ object_id: '' }, 'object_id'],
      [{ object_id: '1'.repeat(33) }, 'object_id'],
      [{ object_id: questionId, is_cancel: 'yes' }, 'is_cancel'],
    ];
    for (const [body, field] of cases) {
      const res = await vote(UP, body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.reason).toBe('base.request_format_error');
      expect(res.data.map((f: { error_field: string }) => f.error_field)).toContain(field);
    }
  });

  it('needs a signed-in, activated member', async () => {
    expect((await vote(UP, { object_id: questionId }, null)).code).toBe(401);
    const pending = await server.createUser({ activated: false });
    const res = await vote(DOWN, { object_id: questionId }, pending);
    expect(res).toMatchObject({ code: 403, data: { type: 'inactive' } });
    const suspended = await server.createUser({ status: 9 });
    expect((await vote(UP, { object_id: questionId }, suspended)).code).toBe(403);
  });
});
