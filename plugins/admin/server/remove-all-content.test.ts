import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, ask, comment } from '../../../tests/support/posts.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const SPAM = 6;

/**
 * "Delete the user and remove all their content": every owner (questions, comments, votes,
 * reports, reactions) rolls back what the account left, and every counter and every other
 * member's reputation ends as if the account had never taken part.
 */
describe.each(testEngines())('delete a member with all their content on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments', 'reputation', 'reports', 'reactions', 'admin'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  const db = () => server.kernel.db;
  const rank = async (u: TestUser) => Number((await db()('user').where({ id: Number(u.id) }).first('rank')).rank);
  const up = (u: TestUser, id: string) => server.api.post(`${V1}/vote/up`, { object_id: id }, { token: u.token });
  const down = (u: TestUser, id: string) => server.api.post(`${V1}/vote/down`, { object_id: id }, { token: u.token });
  const sum = (rows: { n: unknown }[]) => Number(rows[0]?.n ?? 0);

  /** Every kept counter against a recount of the rows it counts. */
  async function expectCountersExact(): Promise<void> {
    for (const table of ['question', 'answer'] as const) {
      for (const post of await db()(table).select('id', 'vote_count', 'comment_count')) {
        const votes = sum(await db()('vote').where({ object_id: post.id }).sum({ n: 'direction' }));
        const comments = sum(await db()('comment').where({ object_id: post.id, status: 1 }).count({ n: '*' }));
        expect({ id: post.id, votes: Number(post.vote_count), comments: Number(post.comment_count) }).toEqual({ id: post.id, votes, comments });
      }
    }
    for (const q of await db()('question').select('id', 'answer_count')) {
      const live = sum(await db()('answer').where({ question_id: q.id, status: 1 }).count({ n: '*' }));
      expect({ id: q.id, answers: Number(q.answer_count) }).toEqual({ id: q.id, answers: live });
    }
    for (const c of await db()('comment').select('id', 'vote_count')) {
      const votes = sum(await db()('vote').where({ object_id: c.id }).sum({ n: 'direction' }));
      expect({ id: c.id, votes: Number(c.vote_count) }).toEqual({ id: c.id, votes });
    }
  }

  it('removes posts, comments, votes, flags and reactions, leaving counters and others\' reputation exact', async () => {
    const [alice, bob, carol, spammer] = [await server.createUser({ rank: 3000 }), await server.createUser({ rank: 3000 }), await server.createUser({ rank: 3000 }), await server.createUser({ rank: 3000 })];
    const q1 = await ask(server, alice, 'A question from a good member of the site');
    const a1 = await answer(server, bob, q1);
    const c1 = await comment(server, bob, q1, 'A good comment from bob on the question');
    expect((await up(carol, a1)).code).toBe(200);
    const before = { alice: await rank(alice), bob: await rank(bob), carol: await rank(carol) };

    // the spammer's trail
    const qs = await ask(server, spammer, 'A spam question with a shiny link inside');
    const as = await answer(server, spammer, q1);
    await comment(server, spammer, q1, 'spam comment on a good question here');
    await comment(server, spammer, a1, 'spam comment on a good answer here');
    const cs = await comment(server, spammer, qs, 'spam comment on its own question');
    expect((await up(spammer, a1)).code).toBe(200);
    expect((await down(spammer, q1)).code).toBe(200);
    expect((await up(spammer, c1)).code).toBe(200);
    expect((await server.api.post(`${V1}/report`, { object_id: a1, report_type: SPAM }, { token: spammer.token })).code).toBe(200);
    expect((await server.api.put(`${V1}/meta/reaction`, { object_id: q1, emoji: 'heart', reaction: 'activate' }, { token: spammer.token })).code).toBe(200);
    // others took part in the spam: votes on it, an answer under it, an accepted answer of the spammer
    expect((await up(alice, qs)).code).toBe(200);
    expect((await up(bob, as)).code).toBe(200);
    expect((await up(carol, cs)).code).toBe(200);
    const a2 = await answer(server, carol, qs);
    expect((await server.api.post(`${V1}/answer/acceptance`, { question_id: q1, answer_id: as }, { token: alice.token })).code).toBe(200);
    expect(await rank(bob)).not.toBe(before.bob);

    const res = await server.api.put(`${ADMIN}/user/status`, { user_id: spammer.id, status: 'deleted', remove_all_content: true }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);

    expect(await db()('question').where({ user_id: Number(spammer.id) }).whereNot({ status: 10 }).first()).toBeUndefined();
    expect(await db()('answer').where({ user_id: Number(spammer.id) }).whereNot({ status: 10 }).first()).toBeUndefined();
    expect(await db()('comment').where({ user_id: Number(spammer.id), status: 1 }).first()).toBeUndefined();
    expect(await db()('vote').where({ user_id: Number(spammer.id) }).first()).toBeUndefined();
    expect(await db()('reaction').where({ user_id: Number(spammer.id) }).first()).toBeUndefined();
    expect(await db()('report').where({ user_id: Number(spammer.id), status: 1 }).first()).toBeUndefined();
    const q1Info = await server.api.get<{ answer_count: number; accepted_answer_id: string }>(`${V1}/question/info`, { query: { id: q1 } });
    expect(q1Info.data).toMatchObject({ answer_count: 1, accepted_answer_id: '0' });
    expect({ alice: await rank(alice), bob: await rank(bob), carol: await rank(carol) }).toEqual(before);
    // carol's answer under the spam question stays hers; the question went
    expect(Number((await db()('answer').where({ id: a2 }).first('status')).status)).toBe(1);
    await expectCountersExact();
    // the account is deleted; asking again is a no-op that keeps everything
    expect((await server.api.put(`${ADMIN}/user/status`, { user_id: spammer.id, status: 'deleted', remove_all_content: true }, { token: admin.token })).code).toBe(200);
    await expectCountersExact();
  });

  it('purges deleted answers and questions permanently, keeping live ones', async () => {
    const [author, other] = [await server.createUser({ rank: 3000 }), await server.createUser({ rank: 3000 })];
    const [live, gone] = [await ask(server, author, 'A live question that stays around'), await ask(server, author, 'A question deleted then purged')];
    const liveAnswer = await answer(server, author, live);
    const goneAnswer = await answer(server, other, live);
    expect((await server.api.delete(`${V1}/answer`, { id: goneAnswer }, { token: other.token })).code).toBe(200);
    expect((await server.api.delete(`${V1}/question`, { id: gone }, { token: author.token })).code).toBe(200);
    for (const type of ['answers', 'questions']) expect((await server.api.delete(`${ADMIN}/delete/permanently`, { type }, { token: admin.token })).code).toBe(200);
    expect(await db()('answer').where({ id: goneAnswer }).first()).toBeUndefined();
    expect(await db()('question').where({ id: gone }).first()).toBeUndefined();
    expect(await db()('answer').where({ id: liveAnswer }).first()).toBeDefined();
    expect(await db()('question').where({ id: live }).first()).toBeDefined();
  });

  it('keeps counters exact when others vote on the posts while they are removed', async () => {
    const spammer = await server.createUser({ rank: 3000 });
    const voters = [await server.createUser({ rank: 3000 }), await server.createUser({ rank: 3000 }), await server.createUser({ rank: 3000 })];
    const good = await ask(server, voters[0]!, 'A good question answered by the spammer');
    const posts = [await ask(server, spammer, 'Spam question number one for racing'), await answer(server, spammer, good), await ask(server, spammer, 'Spam question number two for racing')];
    for (const p of posts) expect((await up(voters[1]!, p)).code).toBe(200);
    expect((await up(spammer, good)).code).toBe(200);
    const ranks = async () => Promise.all(voters.map(rank));
    const before = await ranks();
    const votes = voters.flatMap((v) => posts.map((p) => up(v, p)));
    const [res] = await Promise.all([
      server.api.put(`${ADMIN}/user/status`, { user_id: spammer.id, status: 'deleted', remove_all_content: true }, { token: admin.token }),
      ...votes,
    ]);
    expect(res.code, JSON.stringify(res)).toBe(200);
    await expectCountersExact();
    // the spammer's upvote on the good question is gone; voters' own reputation does not move by voting up
    expect(await ranks()).toEqual(before.map((r, i) => (i === 0 ? r - 10 : r)));
  });
});
