import { describe, expect, it } from 'vitest';
import { answer, ask } from '../../../../tests/support/posts.ts';
import { testEngines } from '../../../../tests/support/test-server.ts';
import type { Ranking, RankPage } from '../../schemas/rank.ts';
import { RANK_PAGE_SIZE_MAX } from '../../schemas/rank.ts';
import { reputationSuite, V1 } from '../reputation-test-kit.ts';

describe.each(testEngines())('reputation routes on %s', (engine) => {
  const suite = reputationSuite(engine);

  it('personal/rank/page lists what moved a member, newest first, with paging, languages and 404 for unknown members', async () => {
    const [author, voter, asker] = await suite.kit.members(3, 5);
    const q = await ask(suite.server, asker!, 'Where does reputation come from?');
    const a = await answer(suite.server, author!, q);
    await suite.kit.vote(voter!, a, 'up');
    suite.server.clock.advance(1);
    await suite.kit.accept(asker!, q, a);
    suite.server.clock.advance(1);
    await suite.kit.vote(voter!, a, 'down');

    const page = await suite.server.api.get<RankPage>(`${V1}/personal/rank/page`, { query: { username: author!.username } });
    expect(page.code).toBe(200);
    // The cancelled upvote has left the history; the opening balance is not about a post.
    expect(page.data.count).toBe(2);
    expect(page.data.list.map((e) => [e.rank_type, e.reputation])).toEqual([['downvoted', -2], ['accepted', 15]]);
    expect(page.data.list[1]).toMatchObject({ object_id: a, object_type: 'answer', question_id: q, answer_id: a, title: 'Where does reputation come from?', url_title: 'where-does-reputation-come-from' });
    const sum = page.data.list.reduce((s, e) => s + e.reputation, 0);
    expect(await suite.kit.rank(author!)).toBe(5 + sum);

    const second = await suite.server.api.get<RankPage>(`${V1}/personal/rank/page`, { query: { username: author!.username, page: 2, page_size: 1 } });
    expect(second.data).toMatchObject({ count: 2, list: [{ rank_type: 'accepted' }] });
    const zh = await suite.server.api.get<RankPage>(`${V1}/personal/rank/page`, { query: { username: author!.username }, language: 'zh_CN' });
    expect(zh.data.list[0]!.rank_type).toBe('被反对');
    // Without a name, the signed-in member's own history.
    const own = await suite.server.api.get<RankPage>(`${V1}/personal/rank/page`, { token: voter!.token });
    expect(own.data.list.map((e) => e.rank_type)).toEqual(['downvote']);

    expect((await suite.server.api.get(`${V1}/personal/rank/page`, { query: { username: 'nobody-here' } })).status).toBe(404);
    expect(await suite.server.api.get(`${V1}/personal/rank/page`)).toMatchObject({ status: 404, reason: 'error.user.not_found' });
    expect((await suite.server.api.get(`${V1}/personal/rank/page`, { query: { username: author!.username, page_size: RANK_PAGE_SIZE_MAX + 1 } })).status).toBe(400);
    expect((await suite.server.api.get(`${V1}/personal/rank/page`, { query: { username: author!.username, page: 0 } })).status).toBe(400);
  });

  it('user/ranking shows the week\'s gainers, voters and staff, served from the cache until a reputation event refreshes it', async () => {
    const admin = await suite.server.admin();
    const [author, voter, asker, late] = await suite.kit.members(4, 1);
    const q = await ask(suite.server, asker!);
    const a = await answer(suite.server, author!, q);
    await suite.kit.vote(voter!, a, 'up');
    await suite.kit.vote(voter!, q, 'up');

    const first = (await suite.server.api.get<Ranking>(`${V1}/user/ranking`)).data;
    const gainer = first.users_with_the_most_reputation.find((u) => u.username === author!.username);
    expect(gainer).toMatchObject({ rank: 10, vote_count: 0, display_name: expect.any(String), avatar: '' });
    expect(first.users_with_the_most_vote.find((u) => u.username === voter!.username)).toMatchObject({ vote_count: 2 });
    expect(first.staffs.map((u) => u.username)).toContain(admin.username);
    expect(first.users_with_the_most_reputation.map((u) => u.username)).not.toContain(late!.username);

    // A row written behind the ledger's back is not seen: requests read the cached board.
    await suite.server.kernel.db('reputation_activity').insert({
      user_id: Number(late!.id), trigger_user_id: 0, kind: 'answer.voted_up', object_id: a, nominal: 1000, points: 1000,
      cancelled: 0, revoked: 0, created_at: suite.server.clock.now(), updated_at: suite.server.clock.now(),
    });
    expect((await suite.server.api.get<Ranking>(`${V1}/user/ranking`)).data).toEqual(first);
    // A vote is a reputation event: the board is rebuilt and now reads the table again.
    await suite.kit.vote(late!, a, 'up');
    await expect.poll(async () => (await suite.server.api.get<Ranking>(`${V1}/user/ranking`)).data.users_with_the_most_reputation[0]?.username).toBe(late!.username);

    // Outside the week, gains no longer rank.
    suite.server.clock.advance(8 * 24 * 3600);
    const [next] = await suite.kit.members(1, 1);
    await suite.kit.vote(next!, a, 'down');
    await expect.poll(async () => (await suite.server.api.get<Ranking>(`${V1}/user/ranking`)).data.users_with_the_most_reputation.map((u) => u.username)).toEqual([]);
  });
});
