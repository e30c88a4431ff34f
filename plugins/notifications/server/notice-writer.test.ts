import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { NotificationRepository, TYPE_ID, type NewNotice } from './notification-repository.ts';
import { NoticeWriter } from './notice-writer.ts';

describe.each(testEngines())('notices written in batches on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['tags', 'questions', 'notifications'] });
  });
  afterAll(() => server.close());

  const notice = (userId: number, action: string): NewNotice => ({
    user_id: userId, trigger_user_id: 0, type: TYPE_ID.achievement, msg_type: 0, action, rank: 1,
    object_type: '', object_id: '', question_id: '', answer_id: '', comment_id: '', title: '',
  });

  it('writes the notices handed in together with one insert, and settles each caller once written', async () => {
    const repo = new NotificationRepository(() => server.kernel.db);
    const writer = new NoticeWriter(repo);
    const inserts: string[] = [];
    const note = (q: { sql: string }) => void (/^insert into `notification`/.test(q.sql) && inserts.push(q.sql));
    server.kernel.db.on('query', note);
    try {
      // As two after-commit handlers of one write hand theirs in: before either is written.
      await Promise.all([writer.insert([notice(9001, 'first')], 100), writer.insert([notice(9001, 'second'), notice(9002, 'third')], 101)]);
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(inserts).toHaveLength(1);
    // Resolved means written: the rows are there, each with its own time.
    const rows = await server.kernel.db('notification').whereIn('user_id', [9001, 9002]).orderBy('id').select('user_id', 'action', 'created_at');
    expect(rows.map((r) => [Number(r.user_id), r.action, Number(r.created_at)])).toEqual([[9001, 'first', 100], [9001, 'second', 101], [9002, 'third', 101]]);
  });

  it('writes a failed batch again caller by caller: only the notices that fail alone are lost', async () => {
    const repo = new NotificationRepository(() => server.kernel.db);
    // A row whose action is 'bad' fails whatever batch it is in, as a broken row would.
    const refusingBad = { insert: (rows: Parameters<NotificationRepository['insert']>[0]) => (rows.some((r) => r.action === 'bad') ? Promise.reject(new Error('bad row')) : repo.insert(rows)) };
    const writer = new NoticeWriter(refusingBad);
    const results = await Promise.allSettled([writer.insert([notice(9003, 'kept')], 1), writer.insert([notice(9003, 'bad')], 1), writer.insert([notice(9003, 'kept too')], 1)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await server.kernel.db('notification').where({ user_id: 9003 }).orderBy('id').select('action')).map((r) => r.action)).toEqual(['kept', 'kept too']);
  });

  it('writes what is waiting when closed, before the database goes', async () => {
    const repo = new NotificationRepository(() => server.kernel.db);
    const writer = new NoticeWriter(repo, 60_000);
    const waiting = writer.insert([notice(9004, 'at close')], 3);
    await writer.close();
    await waiting;
    expect((await server.kernel.db('notification').where({ user_id: 9004 }).select('action')).map((r) => r.action)).toEqual(['at close']);
  });
});
