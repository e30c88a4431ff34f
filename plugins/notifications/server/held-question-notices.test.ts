import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import { Role } from '../../../kernel/api.ts';
import type { NotificationPage } from '../schemas/notification.ts';

const API = '/answer/api/v1';
const HELD_WORD = 'zyxnoticeheld';
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

describe.each(testEngines())('notices of answers on a question held for review on %s', (engine) => {
  let server: TestServer;
  let moderator: TestUser;

  const inbox = async (user: TestUser) =>
    (await server.api.get<NotificationPage>(`${API}/notification/page`, { token: user.token, query: { type: 'inbox' } })).data.list;
  const status = async (questionId: string) => Number((await server.kernel.db('question').where({ id: questionId }).first('status'))!.status);

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'users', 'revisions', 'review', 'reviewer-basic', 'notifications'] });
    const admin = await server.admin();
    moderator = await server.createUser({ role: Role.moderator });
    const rules = await server.api.put('/answer/admin/api/reviewer-basic/settings', { review_all_posts: false, review_first_post: false, review_words: HELD_WORD }, { token: admin.token });
    expect(rules.code, JSON.stringify(rules)).toBe(200);
  });
  afterAll(() => server.close());

  it('a live answer on a held question tells nobody, the asker included; once approved, new answers do', async () => {
    const asker = await server.createUser({ rank: 2000 });
    const held = await ask(server, asker, `A question that says ${HELD_WORD} and waits for review`);
    expect(await status(held)).toBe(11);
    // Staff can answer a question they can see: the answer is live (answer.created goes out), its question is not.
    const staffAnswer = await answer(server, moderator, held);
    expect(Number((await server.kernel.db('answer').where({ id: staffAnswer }).first('status'))!.status)).toBe(1);

    // Barrier: a notice the asker does get, from an answer made after the one that must not reach them.
    const live = await ask(server, asker, 'A live question by the same asker');
    await answer(server, moderator, live);
    await eventually(async () => expect(await inbox(asker)).toHaveLength(1));
    expect((await inbox(asker))[0]!.object_info.object_map).toMatchObject({ question: live });

    // Approved, the question is live: the next answer on it tells its asker as any answer does.
    const entry = await server.api.get<{ list: { review_id: number }[] }>(`${API}/review/pending/post/page`, { token: moderator.token, query: { object_id: held } });
    const decided = await server.api.put(`${API}/review/pending/post`, { review_id: entry.data.list[0]!.review_id, status: 'approve' }, { token: moderator.token });
    expect(decided.code, JSON.stringify(decided)).toBe(200);
    expect(await status(held)).toBe(1);
    const later = await answer(server, await server.createUser({ rank: 2000 }), held);
    await eventually(async () => expect(await inbox(asker)).toHaveLength(2));
    expect((await inbox(asker))[0]!.object_info.object_map).toMatchObject({ question: held, answer: later });
  });
});
