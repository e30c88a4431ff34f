import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, ask } from '../../../tests/support/posts.ts';
import { testEngines } from '../../../tests/support/test-server.ts';
import { bootReputation, reputationKit, V1 } from './reputation-test-kit.ts';

describe.each(testEngines())('reputation under concurrent actions on %s', (engine) => {
  let server: Awaited<ReturnType<typeof bootReputation>>;
  let kit: ReturnType<typeof reputationKit>;
  beforeAll(async () => {
    server = await bootReputation(engine);
    kit = reputationKit(server);
  });
  afterAll(() => server.close());

  it('loses no update when many members vote on one author\'s posts at once, crossing each other', async () => {
    const [author, asker] = await kit.members(2, 1);
    const voters = await kit.members(12, 5);
    const a = await answer(server, author!, await ask(server, asker!));
    // Each voter also owns an answer the author downvotes at the same time: pairs lock each other.
    const q2 = await ask(server, asker!, 'Second question for crossing votes');
    const theirs = await Promise.all(voters.map((v) => answer(server, v, q2)));
    const results = await Promise.all([
      ...voters.map((v) => server.api.post(`${V1}/vote/up`, { object_id: a, is_cancel: false }, { token: v.token })),
      ...theirs.map((id) => server.api.post(`${V1}/vote/down`, { object_id: id, is_cancel: false }, { token: author!.token })),
    ]);
    expect(results.map((r) => r.code)).toEqual(results.map(() => 200));
    // +10 from each voter, −1 for each answer the author downvoted (from 121 down to 109).
    expect(await kit.rank(author!)).toBe(1 + 120 - 12);
    for (const m of [author!, ...voters]) expect(await kit.ledger(m)).toBe(await kit.rank(m));
    for (const v of voters) expect(await kit.rank(v)).toBe(3);
  });
});
