import { describe, expect, it } from 'vitest';
import { answer, ask } from '../../../tests/support/posts.ts';
import { testEngines, type TestUser } from '../../../tests/support/test-server.ts';
import { appliedPoints, DAILY_CAP } from './point-table.ts';
import { reputationSuite, V1 } from './reputation-test-kit.ts';

describe('appliedPoints', () => {
  it.each([
    // kind, nominal, current, today's capped sum, applied
    ['answer.voted_up', 10, 5, 0, 10],
    ['answer.voted_up', 10, 5, 195, 5],
    ['answer.voted_up', 10, 5, DAILY_CAP, 0],
    ['answer.accepted', 15, 5, DAILY_CAP + 50, 15],
    ['answer.voted_down', -2, 10, 0, -2],
    ['answer.voted_down', -2, 2, 0, -1],
    ['answer.voted_down', -2, 1, 0, 0],
    ['answer.vote_down', -1, 0, 0, 0],
    ['question.vote_up', 0, 5, 0, 0],
  ] as const)('%s %i at %i with %i today applies %i', (kind, nominal, current, today, applied) => {
    expect(appliedPoints(kind, nominal, current, today)).toBe(applied);
  });
});

describe.each(testEngines())('reputation arithmetic on %s', (engine) => {
  const suite = reputationSuite(engine);

  /** Runs `act` and answers how much each member's reputation moved; checks figure == ledger. */
  const moves = async (users: TestUser[], act: () => Promise<void>): Promise<number[]> => {
    const before = await Promise.all(users.map((u) => suite.kit.rank(u)));
    await act();
    const after = await Promise.all(users.map((u) => suite.kit.rank(u)));
    for (const u of users) expect(await suite.kit.ledger(u), `ledger of ${u.username}`).toBe(await suite.kit.rank(u));
    return after.map((a, i) => a - before[i]!);
  };

  it.each([
    // post, direction, [author, voter] on the vote, on its cancel
    ['question', 'up', [10, 0]],
    ['question', 'down', [-2, 0]],
    ['answer', 'up', [10, 0]],
    ['answer', 'down', [-2, -1]],
  ] as const)('a %s voted %s moves author and voter by %j, and its cancel takes exactly that back', async (post, dir, expected) => {
    const [author, voter, asker] = await suite.kit.members(3, 50);
    const q = await ask(suite.server, post === 'question' ? author! : asker!);
    const id = post === 'question' ? q : await answer(suite.server, author!, q);
    expect(await moves([author!, voter!], () => suite.kit.vote(voter!, id, dir))).toEqual(expected);
    expect(await moves([author!, voter!], () => suite.kit.vote(voter!, id, dir, true))).toEqual(expected.map((n) => -n || 0));
  });

  it('switching a vote undoes the old direction and applies the new one', async () => {
    const [author, voter] = await suite.kit.members(2, 50);
    const a = await answer(suite.server, author!, await ask(suite.server, voter!));
    await suite.kit.vote(voter!, a, 'up');
    expect(await moves([author!, voter!], () => suite.kit.vote(voter!, a, 'down'))).toEqual([-12, -1]);
    expect(await moves([author!, voter!], () => suite.kit.vote(voter!, a, 'up'))).toEqual([12, 1]);
  });

  it('accepting gives +15 to the answerer and +2 to the asker; un-accepting and switching take exactly that back', async () => {
    const [asker, first, second] = await suite.kit.members(3, 10);
    const q = await ask(suite.server, asker!);
    const a1 = await answer(suite.server, first!, q);
    const a2 = await answer(suite.server, second!, q);
    expect(await moves([asker!, first!, second!], () => suite.kit.accept(asker!, q, a1))).toEqual([2, 15, 0]);
    expect(await moves([asker!, first!, second!], () => suite.kit.accept(asker!, q, a2))).toEqual([0, -15, 15]);
    expect(await moves([asker!, first!, second!], () => suite.kit.accept(asker!, q, ''))).toEqual([-2, 0, -15]);
  });

  it('accepting an answer to one\'s own question is worth nothing to either side', async () => {
    const [asker] = await suite.kit.members(1, 10);
    const q = await ask(suite.server, asker!);
    const own = await answer(suite.server, asker!, q);
    expect(await moves([asker!], () => suite.kit.accept(asker!, q, own))).toEqual([0]);
  });

  it('the floor stops a penalty at 1, and cancelling gives back only what was taken', async () => {
    const [author, v1, v2, asker] = await suite.kit.members(4, 2);
    const a = await answer(suite.server, author!, await ask(suite.server, asker!));
    expect(await moves([author!], () => suite.kit.vote(v1!, a, 'down'))).toEqual([-1]);
    expect(await moves([author!], () => suite.kit.vote(v2!, a, 'down'))).toEqual([0]);
    expect(await suite.kit.rank(author!)).toBe(1);
    expect(await moves([author!], () => suite.kit.vote(v1!, a, 'down', true))).toEqual([1]);
    expect(await moves([author!], () => suite.kit.vote(v2!, a, 'down', true))).toEqual([0]);
  });

  it('the daily cap clips gains at 200 (accepts excluded, partial at the edge) and opens again the next day', async () => {
    const [author] = await suite.kit.members(1, 1);
    const voters = await suite.kit.members(22, 1);
    const q = await ask(suite.server, author!);
    const a = await answer(suite.server, voters[21]!, q);
    const own = await ask(suite.server, voters[21]!);
    const mine = await answer(suite.server, author!, own);
    for (const v of voters.slice(0, 19)) await suite.kit.vote(v, q, 'up');
    expect(await suite.kit.rank(author!)).toBe(1 + 190);
    // The asker's +2 counts towards the cap, so the next upvote applies only 8.
    expect(await moves([author!], () => suite.kit.accept(author!, q, a))).toEqual([2]);
    expect(await moves([author!], () => suite.kit.vote(voters[19]!, q, 'up'))).toEqual([8]);
    expect(await moves([author!], () => suite.kit.vote(voters[20]!, q, 'up'))).toEqual([0]);
    // An accepted answer is not capped.
    expect(await moves([author!], () => suite.kit.accept(voters[21]!, own, mine))).toEqual([15]);
    // Cancelling the capped vote takes back the 0 it gave.
    expect(await moves([author!], () => suite.kit.vote(voters[20]!, q, 'up', true))).toEqual([0]);
    suite.server.clock.advance(86400);
    expect(await moves([author!], () => suite.kit.vote(voters[20]!, q, 'up'))).toEqual([10]);
  });

  it('deleting a post takes back what it earned and gives back what it cost; recovering restores both', async () => {
    const [author, up, down, asker] = await suite.kit.members(4, 20);
    const q = await ask(suite.server, asker!);
    const a = await answer(suite.server, author!, q);
    await suite.kit.vote(up!, a, 'up');
    await suite.kit.vote(down!, a, 'down');
    const who = [author!, up!, down!, asker!];
    expect(await moves(who, () => suite.kit.remove('answer', a))).toEqual([-8, 0, 1, 0]);
    expect(await moves(who, () => suite.kit.recover('answer', a))).toEqual([8, 0, -1, 0]);
    await suite.kit.vote(up!, q, 'up');
    expect(await moves(who, () => suite.kit.remove('question', q))).toEqual([0, 0, 0, -10]);
    expect(await moves(who, () => suite.kit.recover('question', q))).toEqual([0, 0, 0, 10]);
  });

  it('deleting an accepted answer ends its acceptance for good: recovery does not bring the +15/+2 back', async () => {
    const [author, asker] = await suite.kit.members(2, 20);
    const q = await ask(suite.server, asker!);
    const a = await answer(suite.server, author!, q);
    await suite.kit.accept(asker!, q, a);
    expect(await moves([author!, asker!], () => suite.kit.remove('answer', a))).toEqual([-15, -2]);
    expect(await moves([author!, asker!], () => suite.kit.recover('answer', a))).toEqual([0, 0]);
  });

  it('activation gives +1 once; an approved edit credited through the point gives +2', async () => {
    const reg = await suite.server.api.post<{ id: string; username: string; access_token: string }>(`${V1}/user/register/email`, { name: 'Rep Newcomer', e_mail: 'newcomer@example.org', pass: 'newcomer-1' });
    expect(reg.code).toBe(200);
    const member = { id: reg.data.id, username: reg.data.username, email: 'newcomer@example.org', password: '', token: reg.data.access_token };
    expect(await suite.kit.rank(member)).toBe(0);
    const code = await suite.server.mailedCode('newcomer@example.org');
    expect(await moves([member], async () => void (await suite.server.api.post(`${V1}/user/email/verification`, { code })))).toEqual([1]);
    const { ReputationPoint } = await import('./api.ts');
    const ledger = suite.server.kernel.host.extensions.one(ReputationPoint)!;
    const q = await ask(suite.server, member);
    expect(await moves([member], () => suite.server.kernel.db.transaction(async (trx) => void (await ledger.credit(trx, { kind: 'edit.accepted', userId: member.id, objectId: q }))))).toEqual([2]);
  });

  it('a member whose figure predates the ledger keeps it as an opening row', async () => {
    const admin = await suite.server.admin();
    const [voter, asker] = await suite.kit.members(2, 1);
    const before = await suite.kit.rank(admin);
    const a = await answer(suite.server, admin, await ask(suite.server, asker!));
    await suite.kit.vote(voter!, a, 'up');
    expect(await suite.kit.rank(admin)).toBe(before + 10);
    expect(await suite.kit.ledger(admin)).toBe(before + 10);
  });
});
