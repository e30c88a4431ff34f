import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { ask } from '../../../tests/support/posts.ts';
import { BADGE_PLUGINS, addMember, upvote, waitForBadge } from './badges-test-kit.ts';

/**
 * What an upvote costs the badges in statements (votes are most of the mixed load's writes).
 * Before 2026-11-29 each upvote read the active badges, then the voter's card and their First
 * Upvote award, though most voters hold it already: now the active badges are kept in memory
 * (dropped when an admin switches one) and an award known held is not read again.
 */
describe.each(testEngines())('the badges\' statements for an upvote on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: BADGE_PLUGINS });
  });
  afterAll(() => server.close());

  it('reads neither the catalogue nor an award the voter is known to hold', async () => {
    const author = await addMember(server, 'Asking Author');
    const [voter, newcomer] = [await addMember(server, 'Steady Voter'), await addMember(server, 'New Voter')];
    const [first, second, third] = [await ask(server, author, 'The first question to upvote for badges'), await ask(server, author, 'The second question to upvote for badges'), await ask(server, author, 'The third question to upvote for badges')];
    await upvote(server, voter, first);
    await waitForBadge(server, voter, 'First Upvote');

    // Statements on the badges' tables, as verb and table, from a vote of a member holding First
    // Upvote to the award of a newcomer's (awards are given after commit, in commit order).
    const seen: string[] = [];
    const note = (q: { sql: string }) => {
      if (/`badge(_award)?`/.test(q.sql)) seen.push(q.sql.replace(/^(\w+).*?`(badge\w*)`.*$/s, '$1 $2'));
    };
    server.kernel.db.on('query', note);
    try {
      await upvote(server, voter, second);
      await upvote(server, newcomer, third);
      await expect.poll(() => seen.includes('insert badge_award'), { timeout: 10_000, interval: 20 }).toBe(true);
    } finally {
      server.kernel.db.off('query', note);
    }
    // The newcomer's award looked up, then given; before: the catalogue and the held award read for each vote.
    expect(seen).toEqual(['select badge_award', 'insert badge_award']);
    await waitForBadge(server, newcomer, 'First Upvote');
  });
});
