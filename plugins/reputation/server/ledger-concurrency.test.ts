import { describe, expect, it } from 'vitest';
import { answer, ask } from '../../../tests/support/posts.ts';
import { testEngines } from '../../../tests/support/test-server.ts';
import { reputationSuite, V1 } from './reputation-test-kit.ts';

describe.each(testEngines())('reputation under concurrent actions on %s', (engine) => {
  const suite = reputationSuite(engine);

  it('loses no update when many members vote on one author\'s posts at once, crossing each other', async () => {
    const [author, asker] = await suite.kit.members(2, 1);
    const voters = await suite.kit.members(12, 5);
    const a = await answer(suite.server, author!, await ask(suite.server, asker!));
    // Each voter also owns an answer the author downvotes at the same time: pairs lock each other.
    const q2 = await ask(suite.server, asker!, 'Second question for crossing votes');
    const theirs = await Promise.all(voters.map((v) => answer(suite.server, v, q2)));
    const results = await Promise.all([
      ...voters.map((v) => suite.server.api.post(`${V1}/vote/up`, { object_id: a, is_cancel: false }, { token: v.token })),
      ...theirs.map((id) => suite.server.api.post(`${V1}/vote/down`, { object_id: id, is_cancel: false }, { token: author!.token })),
    ]);
    expect(results.map((r) => r.code)).toEqual(results.map(() => 200));
    // +10 from each voter, −1 for each answer the author downvoted (from 121 down to 109).
    expect(await suite.kit.rank(author!)).toBe(1 + 120 - 12);
    for (const m of [author!, ...voters]) expect(await suite.kit.ledger(m)).toBe(await suite.kit.rank(m));
    for (const v of voters) expect(await suite.kit.rank(v)).toBe(3);
  });
  /**
   * Members the ledger has never touched have no account row yet: on MariaDB a locking read of a
   * missing row takes a gap lock, new ids share the last gap, and two first changes that each
   * held it would then block each other's insert of the account (a deadlock: a vote fails). The
   * test holds that gap from another transaction until the votes all wait on it, so they meet
   * there every run; SQLite has one writer at a time and runs them as they come.
   */
  it('opens the accounts of many brand-new members voting for the first time at once', async () => {
    const [asker] = await suite.kit.members(1, 1);
    const authors = await suite.kit.members(4, 20);
    const voters = await suite.kit.members(4, 20);
    const answers = await Promise.all(authors.map(async (a, i) => answer(suite.server, a, await ask(suite.server, asker!, `First-time members' question number ${i + 1}`))));
    const results = await whileNewAccountsWait(authors.length, () =>
      Promise.all(voters.map((v, i) => suite.server.api.post(`${V1}/vote/up`, { object_id: answers[i], is_cancel: false }, { token: v.token }))),
    );
    expect(results.map((r) => r.code), JSON.stringify(results.find((r) => r.code !== 200))).toEqual(results.map(() => 200));
    for (const a of authors) expect(await suite.kit.rank(a)).toBe(20 + 10);
    for (const m of [...authors, ...voters]) expect(await suite.kit.ledger(m)).toBe(await suite.kit.rank(m));
  });

  /**
   * Runs `writes` while another transaction holds the gap past the last account (MariaDB), and
   * lets it go once `count` transactions wait for it.
   */
  async function whileNewAccountsWait<T>(count: number, writes: () => Promise<T>): Promise<T> {
    if (engine !== 'mysql') return writes();
    const db = suite.server.kernel.db;
    const holder = await db.transaction();
    const last = await db('user').max({ id: 'id' }).first();
    await holder('reputation_member').where({ user_id: Number(last?.id) + 1000 }).forUpdate();
    const running = writes();
    // This database's connections held in the insert of an account (innodb_trx, which would
    // say LOCK WAIT, is a cache MariaDB refreshes when it likes; the process list is live).
    const waiting = async () => {
      const [rows] = await db.raw("select id from information_schema.processlist where db = database() and info like 'insert%into `reputation_member`%'");
      return (rows as unknown[]).length;
    };
    await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(count);
    await holder.commit();
    return running;
  }
});
