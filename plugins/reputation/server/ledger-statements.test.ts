import { describe, expect, it } from 'vitest';
import { answer, ask } from '../../../tests/support/posts.ts';
import { testEngines } from '../../../tests/support/test-server.ts';
import { reputationSuite } from './reputation-test-kit.ts';

/**
 * What a vote costs the ledger in statements (the mixed load's writes are mostly votes): the two
 * members' rows made (or kept) in one upsert and locked in one read, the new rows in one insert,
 * the figures in one update. Before 2026-11-23 evening a vote took a read per member, an insert
 * per row and an update per figure (6 statements for the one below once both accounts were open,
 * 13 on their first change). The upsert first keeps new members' first changes from deadlocking
 * on MariaDB (activity-repository.ts lockMembers): one statement more once accounts are open, and
 * three fewer on a first change (no day's sum to read, so all four rows go in one insert). On
 * SQLite (no row locks, one writer) the rows are read first and only missing ones made: since
 * 2026-11-29 a vote between open accounts reads them in one statement there.
 */
describe.each(testEngines())('the ledger\'s statements for one vote on %s', (engine) => {
  const suite = reputationSuite(engine);

  /** Each statement as its verb and table ("insert ignore into `t`" on MariaDB is "insert t" too). */
  const shape = (sql: string) => {
    const [, verb, table] = /^(\w+).*?`(reputation_\w+)`/.exec(sql) ?? [];
    return `${verb} ${table}`;
  };

  /** The SQL on the ledger's tables while `run` runs. */
  async function ledgerStatements(run: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const note = (q: { sql: string }) => {
      if (/reputation_(member|activity)/.test(q.sql)) seen.push(q.sql);
    };
    suite.server.kernel.db.on('query', note);
    try {
      await run();
    } finally {
      suite.server.kernel.db.off('query', note);
    }
    return seen;
  }

  it('locks both members in one read and writes the rows and figures in one statement each', async () => {
    const [asker, author, voter] = await suite.kit.members(3, 5);
    const question = await ask(suite.server, asker!);
    const first = await answer(suite.server, author!, question);
    const second = await answer(suite.server, author!, await ask(suite.server, asker!, 'A second question for the ledger'));

    // First change of both: their accounts open (a row each for the figure of 5 they had).
    // On SQLite, whose writer holds the whole database, the rows are read and the missing ones made
    // (nothing to lock, no gap to deadlock on): a vote between open accounts reads them only.
    const opening = await ledgerStatements(() => suite.kit.vote(voter!, first, 'up'));
    expect(opening.map(shape)).toEqual([
      ...(engine === 'sqlite'
        ? ['select reputation_member', 'insert reputation_member'] // read, then both accounts made
        : ['insert reputation_member', 'select reputation_member']), // both accounts made (or kept), before any read of them, and locked
      'insert reputation_activity', // the two opening rows and the vote's two (no day's sum to read: no rows before)
      'update reputation_member', // both figures (the voter's only opened)
    ]);

    const steady = await ledgerStatements(() => suite.kit.vote(voter!, second, 'up'));
    expect(steady.map(shape)).toEqual([
      ...(engine === 'sqlite' ? [] : ['insert reputation_member']),
      'select reputation_member',
      'select reputation_activity', // the sum of the author's capped gains today
      'insert reputation_activity',
      'update reputation_member', // the author's figure
    ]);

    expect(await suite.kit.rank(author!)).toBe(5 + 10 + 10);
    expect(await suite.kit.rank(voter!)).toBe(5);
    for (const m of [author!, voter!]) expect(await suite.kit.ledger(m)).toBe(await suite.kit.rank(m));
  });

  it('cancels both sides of a switched vote from one read of them', async () => {
    const [asker, author, voter] = await suite.kit.members(3, 50);
    const id = await answer(suite.server, author!, await ask(suite.server, asker!, 'A question whose answer is voted both ways'));
    await suite.kit.vote(voter!, id, 'up');
    const switched = await ledgerStatements(() => suite.kit.vote(voter!, id, 'down'));
    expect(switched.filter((sql) => sql.startsWith('select') && sql.includes('from `reputation_activity`') && !sql.includes('sum('))).toHaveLength(1);
    // Up then down: +10 taken back, −2 to the author and −1 to the voter instead.
    expect(await suite.kit.rank(author!)).toBe(50 - 2);
    expect(await suite.kit.rank(voter!)).toBe(50 - 1);
    for (const m of [author!, voter!]) expect(await suite.kit.ledger(m)).toBe(await suite.kit.rank(m));
  });
});
