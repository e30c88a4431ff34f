import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DurableWork, MailMessage } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { NotificationRepository, TYPE_ID, type NewNotice } from './notification-repository.ts';
import { NoticeWriter } from './notice-writer.ts';

describe.each(testEngines())('notices written in batches on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['tags', 'questions', 'notifications', 'mail-smtp'] });
  });
  afterAll(() => server.close());

  const notice = (userId: number, action: string): NewNotice => ({
    user_id: userId, trigger_user_id: 0, type: TYPE_ID.achievement, msg_type: 0, action, rank: 1,
    object_type: '', object_id: '', question_id: '', answer_id: '', comment_id: '', title: '',
  });
  const mail = (to: string): MailMessage => ({ to, subject: 'A notice', html: '<p>A notice</p>', text: 'A notice' });
  /** A durable run's work, settled in the transaction it is given: owed (true) or done by another run already. */
  const work = (owed = true) => {
    const settledIn: Knex.Transaction[] = [];
    const w: DurableWork & { settledIn: Knex.Transaction[] } = { settledIn, settle: async (trx) => (settledIn.push(trx), owed) };
    return w;
  };
  const writer = (repo: Pick<NotificationRepository, 'insert'> = new NotificationRepository(() => server.kernel.db), clock = { now: () => 100 }, gatherMs?: number) =>
    new NoticeWriter(() => server.kernel.db, repo, server.kernel.mailer, clock, gatherMs);
  const actions = async (userId: number) => (await server.kernel.db('notification').where({ user_id: userId }).orderBy('id').select('action')).map((r) => r.action);

  it('writes what events told together with one insert, in the transaction that settles each, and settles each caller once written', async () => {
    let now = 100;
    const notices = writer(undefined, { now: () => now++ });
    const inserts: string[] = [];
    const note = (q: { sql: string }) => void (/^insert into `notification`/.test(q.sql) && inserts.push(q.sql));
    server.kernel.db.on('query', note);
    const [first, second] = [work(), work()];
    try {
      // As two durable handlers of one write hand theirs in: before either is written.
      await Promise.all([
        notices.write(first, { notices: [notice(9001, 'first')], mails: [mail('first@writer.test')] }),
        notices.write(second, { notices: [notice(9001, 'second'), notice(9002, 'third')], mails: [] }),
      ]);
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(inserts).toHaveLength(1);
    expect(first.settledIn).toHaveLength(1);
    expect(second.settledIn).toEqual(first.settledIn);
    // Resolved means written: the rows are there, each with its own time, and the mail is queued.
    const rows = await server.kernel.db('notification').whereIn('user_id', [9001, 9002]).orderBy('id').select('user_id', 'action', 'created_at');
    expect(rows.map((r) => [Number(r.user_id), r.action, Number(r.created_at)])).toEqual([[9001, 'first', 100], [9001, 'second', 101], [9002, 'third', 101]]);
    expect(await server.outbox('first@writer.test')).toHaveLength(1);
  });

  it('writes nothing of an event another run settled already, and tells nothing of an event that tells nobody', async () => {
    const notices = writer();
    const nothing = work();
    await Promise.all([
      notices.write(work(false), { notices: [notice(9005, 'done elsewhere')], mails: [mail('elsewhere@writer.test')] }),
      notices.write(work(), { notices: [notice(9005, 'owed here')], mails: [] }),
      notices.write(nothing, { notices: [], mails: [] }),
    ]);
    expect(await actions(9005)).toEqual(['owed here']);
    expect(await server.outbox('elsewhere@writer.test')).toHaveLength(0);
    expect(nothing.settledIn).toHaveLength(0);
  });

  it('writes a failed batch again event by event: only an event that fails alone stays owed, its mail unqueued', async () => {
    const repo = new NotificationRepository(() => server.kernel.db);
    // A row whose action is 'bad' fails whatever batch it is in, as a broken row would.
    const refusingBad: Pick<NotificationRepository, 'insert'> = { insert: (rows, trx) => (rows.some((r) => r.action === 'bad') ? Promise.reject(new Error('bad row')) : repo.insert(rows, trx)) };
    const notices = writer(refusingBad);
    const results = await Promise.allSettled([
      notices.write(work(), { notices: [notice(9003, 'kept')], mails: [] }),
      notices.write(work(), { notices: [notice(9003, 'bad')], mails: [mail('bad@writer.test')] }),
      notices.write(work(), { notices: [notice(9003, 'kept too')], mails: [mail('kept@writer.test')] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await actions(9003)).toEqual(['kept', 'kept too']);
    expect(await server.outbox('bad@writer.test')).toHaveLength(0);
    expect(await server.outbox('kept@writer.test')).toHaveLength(1);
  });

  it('writes what is waiting when closed, before the database goes', async () => {
    const notices = writer(undefined, undefined, 60_000);
    const waiting = notices.write(work(), { notices: [notice(9004, 'at close')], mails: [] });
    await notices.close();
    await waiting;
    expect(await actions(9004)).toEqual(['at close']);
  });
});
