import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import type { AwardsPage } from '../schemas/badge.ts';
import { BADGE_PLUGINS, addMember, badgeId, earned, upvote, waitForBadge } from './badges-test-kit.ts';

const V1 = '/answer/api/v1';
const VOTERS = 12;

/**
 * Score badges and the same award attempted at once, on every engine: many members upvote one
 * answer together, so every vote's handler past the bar tries to give the same Nice Answer;
 * one member upvotes several posts together, so each tries First Upvote. One row each.
 */
describe.each(testEngines())('badges under concurrent votes on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let voters: TestUser[];

  const awards = async (name: string) =>
    (await server.api.get<AwardsPage>(`${V1}/badge/awards/page`, { query: { badge_id: await badgeId(server, name), page_size: 100 } })).data;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: BADGE_PLUGINS });
    author = await addMember(server, 'Popular Author');
    voters = [];
    for (let i = 1; i <= VOTERS; i++) voters.push(await addMember(server, `Voter ${i}`));
  });
  afterAll(() => server.close());

  it(`gives Nice Answer once when ${VOTERS} members upvote an answer together`, async () => {
    const question = await ask(server, author, 'What makes an answer nice enough for a badge?');
    const answerId = await answer(server, author, question);
    await Promise.all(voters.map((v) => upvote(server, v, answerId)));
    await waitForBadge(server, author, 'Nice Answer');
    for (const voter of voters) await waitForBadge(server, voter, 'First Upvote');
    const nice = await awards('Nice Answer');
    expect(nice.count).toBe(1);
    expect(nice.list[0]).toMatchObject({ object_id: answerId, object_type: 'answer', author_user_info: { id: author.id } });
    expect(Number((await server.kernel.db('badge_award').where({ award_key: answerId, user_id: Number(author.id) }).count({ n: '*' }).first())?.n)).toBe(1);
    expect(await earned(server, author)).toEqual({ 'Nice Answer': 1 });
  });

  it('gives Nice Question for a question at 10, and Nice Answer again for another answer (once per post)', async () => {
    const question = await ask(server, author, 'Which question reaches a score of ten first?');
    const second = await answer(server, author, question);
    await Promise.all(voters.slice(0, 10).flatMap((v) => [upvote(server, v, question), upvote(server, v, second)]));
    await waitForBadge(server, author, 'Nice Question');
    await waitForBadge(server, author, 'Nice Answer', 2);
    expect(await earned(server, author)).toEqual({ 'Nice Answer': 2, 'Nice Question': 1 });
  });

  it('keeps one First Upvote when a new member upvotes several posts at once', async () => {
    const fresh = await addMember(server, 'Eager Voter');
    const posts = await Promise.all([1, 2, 3, 4, 5].map((i) => ask(server, author, `Eager question number ${i} to upvote`)));
    await Promise.all(posts.map((id) => upvote(server, fresh, id)));
    await waitForBadge(server, fresh, 'First Upvote');
    const rows = await server.kernel.db('badge_award').where({ user_id: Number(fresh.id) }).select('award_key');
    expect(rows).toHaveLength(1);
    expect(posts).toContain(rows[0]!.award_key);
  });
});
