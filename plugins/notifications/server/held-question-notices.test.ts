import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import { Role } from '../../../kernel/api.ts';
import type { NotificationPage } from '../schemas/notification.ts';
import { FollowersPoint } from '../../follow/server/api.ts';

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
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'users', 'follow', 'revisions', 'review', 'reviewer-basic', 'notifications'] });
    const admin = await server.admin();
    moderator = await server.createUser({ role: Role.moderator });
    const rules = await server.api.put('/answer/admin/api/reviewer-basic/settings', { review_all_posts: false, review_first_post: false, review_words: HELD_WORD }, { token: admin.token });
    expect(rules.code, JSON.stringify(rules)).toBe(200);
  });
  afterAll(() => server.close());

  it('a live answer on a held question tells nobody while it is held; approval tells the asker and followers of it, and new answers tell as usual', async () => {
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

    // Another staff member follows the held question (staff see it): told of nothing yet either.
    const follower = await server.createUser({ role: Role.moderator });
    expect((await server.api.post(`${API}/follow`, { object_id: held, is_cancel: false }, { token: follower.token })).code).toBe(200);

    // Approved, the question is live as if just asked: the answer written while it was held is
    // told now, to the asker and its follower, never to its own writer.
    const entry = await server.api.get<{ list: { review_id: number }[] }>(`${API}/review/pending/post/page`, { token: moderator.token, query: { object_id: held } });
    const decided = await server.api.put(`${API}/review/pending/post`, { review_id: entry.data.list[0]!.review_id, status: 'approve' }, { token: moderator.token });
    expect(decided.code, JSON.stringify(decided)).toBe(200);
    expect(await status(held)).toBe(1);
    await eventually(async () => expect(await inbox(asker)).toHaveLength(2));
    const told = (await inbox(asker))[0]!;
    expect(told.object_info.object_map).toMatchObject({ question: held, answer: staffAnswer });
    expect(told.object_info.title).toBe(`A question that says ${HELD_WORD} and waits for review`);
    await eventually(async () => expect(await inbox(follower)).toHaveLength(1));
    expect((await inbox(follower))[0]!.object_info.object_map).toMatchObject({ question: held, answer: staffAnswer });
    expect((await inbox(moderator)).filter((n) => n.object_info.object_map.answer === staffAnswer)).toEqual([]);

    // The next answer on it tells its asker as any answer does, and the held one is not told again.
    const later = await answer(server, await server.createUser({ rank: 2000 }), held);
    await eventually(async () => expect(await inbox(asker)).toHaveLength(3));
    expect((await inbox(asker))[0]!.object_info.object_map).toMatchObject({ question: held, answer: later });
    expect((await inbox(asker)).filter((n) => n.object_info.object_map.answer === staffAnswer)).toHaveLength(1);
  });

  /**
   * An answer written while its question is being approved is told once, by one side: its own
   * notice when it commits after the approval, the approval's when before. On MariaDB another
   * transaction holds the question's answers so the answer (its question read as held) waits to
   * be written while the approval runs; before, the approval went through without it and the
   * answer, carrying the held state it read first, told nobody.
   */
  it('an answer racing its question\'s approval is told to the asker once', async () => {
    const asker = await server.createUser({ rank: 2000 });
    const held = await ask(server, asker, `Another question that says ${HELD_WORD}, approved while answered`);
    const entry = await server.api.get<{ list: { review_id: number }[] }>(`${API}/review/pending/post/page`, { token: moderator.token, query: { object_id: held } });
    const approve = () => server.api.put(`${API}/review/pending/post`, { review_id: entry.data.list[0]!.review_id, status: 'approve' }, { token: moderator.token });
    const writer = await server.createUser({ role: Role.moderator });

    let racing: string;
    if (engine === 'mysql') {
      const db = server.kernel.db;
      const holder = await db.transaction();
      await holder('answer').where({ question_id: held }).forUpdate().select('id');
      const running = (sql: string) => async () => {
        const [rows] = await db.raw('select id from information_schema.processlist where db = database() and info like ?', [sql]);
        return (rows as unknown[]).length > 0;
      };
      const written = answer(server, writer, held);
      await expect.poll(running('insert into `answer`%'), { timeout: 10_000, interval: 20 }).toBe(true);
      let approved = false;
      const decided = approve().then((res) => ((approved = true), res));
      const approvalWaits = running('select % from `answer` %lock in share mode');
      await expect.poll(async () => approved || (await approvalWaits()), { timeout: 10_000, interval: 20 }).toBe(true);
      await holder.commit();
      expect((await decided).code).toBe(200);
      racing = await written;
    } else {
      // SQLite has one writer at a time: no race to arrange. PostgreSQL's row locks do not hold
      // an insert back as MariaDB's gap locks do, so the holder above cannot stage it there.
      // The answer goes first and the approval tells.
      racing = await answer(server, writer, held);
      expect((await approve()).code).toBe(200);
    }
    expect(await status(held)).toBe(1);

    // Barrier: a later answer's notice reaches the asker after any notice of the racing one.
    const later = await answer(server, await server.createUser({ rank: 2000 }), held);
    await eventually(async () => expect((await inbox(asker)).map((n) => n.object_info.object_map.answer)).toContain(later));
    await eventually(async () => expect((await inbox(asker)).filter((n) => n.object_info.object_map.answer === racing)).toHaveLength(1));
  });

  it('an approval reads the question\'s followers once for all the answers written while it was held', async () => {
    const asker = await server.createUser({ rank: 2000 });
    const held = await ask(server, asker, `A question that says ${HELD_WORD}, answered twice while held`);
    const answers = [await answer(server, moderator, held), await answer(server, await server.createUser({ role: Role.moderator }), held)];
    const followers = server.kernel.host.extensions.use(FollowersPoint)()!;
    const read = vi.spyOn(followers, 'of');
    try {
      const entry = await server.api.get<{ list: { review_id: number }[] }>(`${API}/review/pending/post/page`, { token: moderator.token, query: { object_id: held } });
      expect((await server.api.put(`${API}/review/pending/post`, { review_id: entry.data.list[0]!.review_id, status: 'approve' }, { token: moderator.token })).code).toBe(200);
      await eventually(async () => expect((await inbox(asker)).map((n) => n.object_info.object_map.answer).sort()).toEqual([...answers].sort()));
      expect(read.mock.calls.filter(([ids]) => ids.includes(held))).toHaveLength(1);
    } finally {
      read.mockRestore();
    }
  });
});
