import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import type { NotificationPage } from '../schemas/notification.ts';

const API = '/answer/api/v1';
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

describe.each(testEngines())("a question's followers and votes in the inbox on %s", (engine) => {
  let server: TestServer;
  let asker: TestUser;
  let answerer: TestUser;
  let follower: TestUser;
  let bystander: TestUser;
  let questionId: string;
  let answerId: string;

  const list = async (user: TestUser, query: Record<string, unknown> = {}, language?: string) =>
    (await server.api.get<NotificationPage>(`${API}/notification/page`, { token: user.token, query: { type: 'inbox', ...query }, language })).data;
  const actions = async (user: TestUser, query: Record<string, unknown> = {}) => (await list(user, query)).list.map((n) => n.notification_action);
  const follow = async (user: TestUser, objectId: string) =>
    expect((await server.api.post(`${API}/follow`, { object_id: objectId }, { token: user.token })).code).toBe(200);
  const vote = async (user: TestUser, direction: 'up' | 'down', objectId: string, isCancel = false) =>
    expect((await server.api.post(`${API}/vote/${direction}`, { object_id: objectId, is_cancel: isCancel }, { token: user.token })).code).toBe(200);

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments', 'follow', 'users', 'notifications', 'mail-smtp'] });
    [asker, answerer, follower, bystander] = [await server.createUser(), await server.createUser(), await server.createUser(), await server.createUser()];
    questionId = await ask(server, asker, 'Who hears about a followed question?');
    // The asker and the answerer follow it too: each still hears of an event once, and never of their own.
    for (const user of [asker, follower, answerer]) await follow(user, questionId);
  });
  afterAll(() => server.close());

  it('tells followers of a new answer, not the answerer; the asker hears once', async () => {
    answerId = await answer(server, answerer, questionId);
    await eventually(async () => expect(await actions(follower)).toEqual(['answered the question']));
    expect(await actions(asker)).toEqual(['answered the question']);
    expect(await actions(answerer)).toEqual([]);
    expect(await actions(bystander)).toEqual([]);
    const [notice] = (await list(follower)).list;
    expect(notice).toMatchObject({ user_info: { id: answerer.id }, object_info: { object_type: 'answer', object_id: answerId, object_map: { question: questionId, answer: answerId } } });
    // Followers read it in the inbox; the mail goes to the asker only.
    expect(await server.outbox(follower.email)).toHaveLength(0);
    expect(await server.outbox(asker.email)).toHaveLength(1);
  });

  it('tells followers of an acceptance and of edits, in their language; comments only reach the post author', async () => {
    expect((await server.api.post(`${API}/answer/acceptance`, { question_id: questionId, answer_id: answerId }, { token: asker.token })).code).toBe(200);
    await eventually(async () => expect(await actions(follower)).toEqual(['accepted the answer', 'answered the question']));
    expect(await actions(answerer)).toEqual(['accepted the answer']);
    expect(await actions(asker)).toEqual(['answered the question']);

    const admin = await server.admin();
    const edit = await server.api.put(`${API}/question`, { id: questionId, title: 'Who hears about a followed question, edited?', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'quorum-test' }] }, { token: admin.token });
    expect(edit.code).toBe(200);
    await eventually(async () => expect((await actions(follower))[0]).toBe('edited the question'));
    await eventually(async () => expect((await actions(answerer))[0]).toBe('edited the question'));
    expect((await actions(asker))[0]).toBe('edited the question');
    expect((await list(follower, {}, 'zh_CN')).list.map((n) => n.notification_action)).toEqual(['编辑了问题', '采纳了回答', '回答了问题']);

    const comment = await server.api.post(`${API}/comment`, { object_id: questionId, original_text: 'A comment nobody but the asker hears of.' }, { token: bystander.token });
    expect(comment.code).toBe(200);
    await eventually(async () => expect((await actions(asker))[0]).toBe('commented on the question'));
    expect((await list(follower)).count).toBe(3);
  });

  it('tells a question with more followers than one insert statement takes (SQLite: 500 rows): every one once', async () => {
    const many = 520;
    const questionOf = await ask(server, asker, 'A question a crowd follows');
    const real = await server.createUser();
    // Set up in the table directly (the follow route is tested by the follow plugin); ids past
    // the members made here stand for members a notice needs no more than the id of.
    const ids = [Number(real.id), ...Array.from({ length: many - 1 }, (_, i) => 1_000_000 + i)];
    await server.kernel.db.batchInsert('follow', ids.map((id) => ({ user_id: id, object_id: questionOf, object_type: 'question', created_at: 1 })), 100);
    await answer(server, answerer, questionOf);
    const told = () => server.kernel.db('notification').where({ question_id: questionOf, action: 'answer_the_question' }).count({ n: '*' });
    await eventually(async () => expect(Number((await told())[0]!.n)).toBe(many + 1));
    expect(await actions(real)).toEqual(['answered the question']);
  });

  it("puts votes on a member's posts in the votes tab, once per voter and direction", async () => {
    const postsBefore = (await list(asker, { inbox_type: 'posts' })).count;
    await vote(bystander, 'up', questionId);
    await eventually(async () => expect((await list(asker, { inbox_type: 'votes' })).count).toBe(1));
    expect((await list(asker, { inbox_type: 'votes' })).list[0]).toMatchObject({
      notification_action: 'upvoted question', user_info: { id: bystander.id }, object_info: { object_type: 'question', object_id: questionId },
    });
    expect((await list(asker, { inbox_type: 'votes' }, 'zh_CN')).list[0]!.notification_action).toBe('点赞问题');
    expect((await list(asker, { inbox_type: 'posts' })).count).toBe(postsBefore);

    // Taking the vote back and voting again tells nothing new (Answer's first-time-only rule).
    await vote(bystander, 'up', questionId, true);
    await vote(bystander, 'up', questionId);
    await vote(follower, 'up', questionId);
    await eventually(async () => expect((await list(asker, { inbox_type: 'votes' })).count).toBe(2));
    expect((await list(asker, { inbox_type: 'votes' })).list.map((n) => n.user_info?.id)).toEqual([follower.id, bystander.id]);

    // A downvote is told, but the voter stays anonymous.
    await vote(follower, 'down', answerId);
    await eventually(async () => expect((await list(answerer, { inbox_type: 'votes' })).count).toBe(1));
    const [down] = (await list(answerer, { inbox_type: 'votes' })).list;
    expect(down).toMatchObject({ notification_action: 'downvoted answer', object_info: { object_type: 'answer', object_id: answerId, object_map: { question: questionId, answer: answerId } } });
    expect(down!.user_info).toBeUndefined();
    expect((await list(answerer, { inbox_type: 'votes' }, 'zh_CN')).list[0]!.notification_action).toBe('点踩回答');
    // Votes land in the inbox's "all" list and its red dot as well.
    expect((await list(answerer)).list[0]!.notification_action).toBe('downvoted answer');
    expect((await server.api.get<{ inbox: number }>(`${API}/notification/status`, { token: answerer.token })).data.inbox).toBeGreaterThan(0);
  });

  it('tells a vote once even when it is cast, taken back and cast again in quick succession', async () => {
    const quick = await server.createUser();
    // Each vote's notice is written after its commit, detached: these three overlap.
    await Promise.all([vote(quick, 'up', answerId), vote(quick, 'up', answerId, true), vote(quick, 'up', answerId)].map((p) => p.catch(() => undefined)));
    await vote(quick, 'up', answerId, true).catch(() => undefined);
    await vote(quick, 'up', answerId);
    // A later voter's notice arriving means the earlier handlers have had their turn.
    await vote(bystander, 'up', answerId);
    await eventually(async () => expect((await list(answerer, { inbox_type: 'votes' })).list.map((n) => n.user_info?.id)).toContain(bystander.id));
    const fromQuick = (await list(answerer, { inbox_type: 'votes' })).list.filter((n) => n.user_info?.id === quick.id);
    expect(fromQuick.map((n) => n.notification_action)).toEqual(['upvoted answer']);
  });
});
