import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask } from '../../../../tests/support/posts.ts';
import type { NotificationItem, NotificationPage, RedDot } from '../../schemas/notification.ts';

const API = '/answer/api/v1';
/** Notices are written after the action commits: wait for them, never for a fixed time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

describe.each(testEngines())('notifications on %s', (engine) => {
  let server: TestServer;
  let asker: TestUser;
  let answerer: TestUser;
  let commenter: TestUser;
  let questionId: string;
  let answerId: string;

  const dots = async (user: TestUser) => (await server.api.get<RedDot>(`${API}/notification/status`, { token: user.token })).data;
  const list = async (user: TestUser, type: 'inbox' | 'achievement', query: Record<string, unknown> = {}) =>
    (await server.api.get<NotificationPage>(`${API}/notification/page`, { token: user.token, query: { type, ...query } })).data;
  const comment = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await server.api.post<{ comment_id: string }>(`${API}/comment`, body, { token: user.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.comment_id;
  };

  /** A member with the 1 point verifying an address gives (members made here skip that step). */
  async function member(): Promise<TestUser> {
    const user = await server.createUser();
    await server.kernel.users.update(Number(user.id), { rank: 1 }, server.kernel.clock.now());
    return user;
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments', 'reputation', 'notifications'] });
    [asker, answerer, commenter] = [await member(), await member(), await member()];
    questionId = await ask(server, asker, 'Who gets told when someone answers?');
    answerId = await answer(server, answerer, questionId);
  });
  afterAll(() => server.close());

  it('tells the asker of an answer: a red dot and an inbox notice linking to it', async () => {
    await eventually(async () => expect((await dots(asker)).inbox).toBe(1));
    expect(await dots(asker)).toEqual({ inbox: 1, achievement: 0, revision: 0, can_revision: false });
    const page = await list(asker, 'inbox');
    expect(page.count).toBe(1);
    expect(page.list[0]).toMatchObject({
      notification_action: 'answered the question', is_read: false, rank: 0,
      user_info: { id: answerer.id, username: answerer.username },
      object_info: { object_type: 'answer', object_id: answerId, object_map: { question: questionId, answer: answerId }, title: 'Who gets told when someone answers?' },
    });
    expect((await dots(answerer)).inbox).toBe(0);
  });

  it('tells the post author of a comment, the replied-to member of a reply and each @mention once', async () => {
    const first = await comment(commenter, { object_id: answerId, original_text: `Have you asked @${asker.username} about it?` });
    await eventually(async () => expect((await list(answerer, 'inbox')).count).toBe(1));
    await eventually(async () => expect((await list(asker, 'inbox')).count).toBe(2));
    expect((await list(answerer, 'inbox')).list[0]).toMatchObject({ notification_action: 'commented on the answer', object_info: { object_type: 'comment', object_id: first, object_map: { question: questionId, answer: answerId, comment: first } } });
    expect((await list(asker, 'inbox')).list[0]).toMatchObject({ notification_action: 'mentioned you', user_info: { id: commenter.id } });

    // The answerer replies to the commenter and mentions them too: one notice, the reply.
    await comment(answerer, { object_id: answerId, original_text: `Thanks @${commenter.username}`, reply_comment_id: first });
    await eventually(async () => expect((await list(commenter, 'inbox')).count).toBe(1));
    expect((await list(commenter, 'inbox')).list[0]).toMatchObject({ notification_action: 'replied to you', user_info: { id: answerer.id } });
    expect((await list(answerer, 'inbox')).count).toBe(1);
  });

  it('tells the answerer of an acceptance and both of their reputation as achievements', async () => {
    expect((await server.api.post(`${API}/answer/acceptance`, { question_id: questionId, answer_id: answerId }, { token: asker.token })).code).toBe(200);
    await eventually(async () => expect((await list(answerer, 'inbox')).list[0]?.notification_action).toBe('accepted the answer'));
    await eventually(async () => expect((await dots(answerer)).achievement).toBe(1));
    const [gain] = (await list(answerer, 'achievement')).list as NotificationItem[];
    expect(gain).toMatchObject({ rank: 15, is_read: false, user_info: { id: asker.id }, object_info: { object_type: 'answer', object_id: answerId, object_map: { question: questionId, answer: answerId } } });
    await eventually(async () => expect((await list(asker, 'achievement')).list.map((n) => n.rank)).toEqual([2]));
  });

  it('keeps a downvoter anonymous in the loser\'s achievements', async () => {
    // Voting down is a privilege earned with reputation.
    await server.kernel.users.update(Number(commenter.id), { rank: 1000 }, server.kernel.clock.now());
    expect((await server.api.post(`${API}/vote/down`, { object_id: answerId, is_cancel: false }, { token: commenter.token })).code).toBe(200);
    await eventually(async () => expect((await list(answerer, 'achievement')).list[0]?.rank).toBe(-2));
    const [loss] = (await list(answerer, 'achievement')).list;
    expect(loss!.user_info).toBeUndefined();
    expect(loss!.object_info).toMatchObject({ object_type: 'answer', object_id: answerId });
  });

  it('tells of an upvote and its gain from the post the vote read, reading it no more after', async () => {
    const voter = await member();
    await server.kernel.users.update(Number(voter.id), { rank: 1000 }, server.kernel.clock.now());
    const reads: string[] = [];
    const note = (q: { sql: string }) => void (/^select \* from `(question|answer)`/.test(q.sql) && reads.push(q.sql));
    const notices = async () => Number((await server.kernel.db('notification').where({ user_id: Number(answerer.id), object_id: answerId, trigger_user_id: Number(voter.id) }).count({ n: '*' }))[0]!.n);
    server.kernel.db.on('query', note);
    try {
      expect((await server.api.post(`${API}/vote/up`, { object_id: answerId, is_cancel: false }, { token: voter.token })).code).toBe(200);
      // The votes-tab notice and the achievement (+10), both naming the voter.
      await eventually(async () => expect(await notices()).toBe(2));
    } finally {
      server.kernel.db.off('query', note);
    }
    // The vote's own look at the answer and its question, inside its transaction; no notice reads them again.
    expect(reads).toEqual([expect.stringMatching(/from `answer` where `id` = \?/), expect.stringMatching(/from `question` where `id` = \?/)]);
    const [gain] = (await list(answerer, 'achievement')).list;
    expect(gain).toMatchObject({ rank: 10, user_info: { id: voter.id }, object_info: { object_type: 'answer', object_id: answerId, object_map: { question: questionId, answer: answerId }, title: 'Who gets told when someone answers?' } });
  });

  it('tells the author when someone else edits their post, not when they edit it themselves', async () => {
    const admin = await server.admin();
    const before = (await list(asker, 'inbox')).count;
    const edit = (user: TestUser, title: string) => server.api.put(`${API}/question`, { id: questionId, title, content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'quorum-test' }] }, { token: user.token });
    expect((await edit(asker, 'Who gets told when someone answers? (edited)')).code).toBe(200);
    expect((await edit(admin, 'Who gets told when somebody answers?')).code).toBe(200);
    await eventually(async () => expect((await list(asker, 'inbox')).count).toBe(before + 1));
    expect((await list(asker, 'inbox')).list[0]).toMatchObject({ notification_action: 'edited the question', user_info: { id: admin.id }, object_info: { object_type: 'question', object_id: questionId } });
  });

  it('clears a red dot without reading, reads one notice (only its owner can) and then all', async () => {
    const inbox = (await dots(asker)).inbox;
    expect(inbox).toBeGreaterThan(0);
    const cleared = await server.api.put<RedDot>(`${API}/notification/status`, { type: 'inbox' }, { token: asker.token });
    expect(cleared.data).toMatchObject({ inbox: 0 });
    // each list's dot is its own: the answerer's gain stays until they clear achievements
    const gains = await dots(answerer);
    expect(gains.achievement).toBeGreaterThan(0);
    const clearedGains = await server.api.put<RedDot>(`${API}/notification/status`, { type: 'achievement' }, { token: answerer.token });
    expect(clearedGains.data).toMatchObject({ achievement: 0, inbox: gains.inbox });
    expect((await list(asker, 'inbox')).list.every((n) => !n.is_read)).toBe(true);

    const [newest] = (await list(asker, 'inbox')).list;
    expect((await server.api.put(`${API}/notification/read/state`, { id: newest!.id }, { token: answerer.token })).code).toBe(200);
    expect((await list(asker, 'inbox')).list[0]!.is_read).toBe(false);
    expect((await server.api.put(`${API}/notification/read/state`, { id: newest!.id }, { token: asker.token })).code).toBe(200);
    expect((await list(asker, 'inbox')).list.map((n) => n.is_read)).toEqual([true, ...Array(inbox - 1).fill(false)]);

    expect((await server.api.put(`${API}/notification/read/state/all`, { type: 'inbox' }, { token: asker.token })).code).toBe(200);
    expect((await list(asker, 'inbox')).list.every((n) => n.is_read)).toBe(true);
    expect((await list(asker, 'achievement')).list.every((n) => !n.is_read)).toBe(true);
  });

  it('pages the inbox and filters by inbox_type', async () => {
    const all = await list(asker, 'inbox');
    const first = await list(asker, 'inbox', { page: 1, page_size: 1 });
    const second = await list(asker, 'inbox', { page: 2, page_size: 1 });
    expect([first.count, first.list.length]).toEqual([all.count, 1]);
    expect(second.list[0]!.id).toBe(all.list[1]!.id);
    expect((await list(asker, 'inbox', { inbox_type: 'posts' })).count).toBe(all.count);
    expect((await list(asker, 'inbox', { inbox_type: 'votes' })).count).toBe(0);
  });

  it('refuses visitors and bad input', async () => {
    expect((await server.api.get(`${API}/notification/status`)).code).toBe(401);
    expect((await server.api.get(`${API}/notification/page`, { query: { type: 'inbox' } })).code).toBe(401);
    expect((await server.api.get(`${API}/notification/page`, { token: asker.token, query: { type: 'everything' } })).code).toBe(400);
    expect((await server.api.put(`${API}/notification/status`, { type: 'badge' }, { token: asker.token })).code).toBe(400);
    expect((await server.api.put(`${API}/notification/read/state/all`, {}, { token: asker.token })).code).toBe(400);
  });
});
