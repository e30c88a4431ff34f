import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/redis.ts';
import { testEngines } from '../support/test-server.ts';
import { ADMIN, TwoProcessSite, V1, type Member } from '../support/two-process-site.ts';

interface InboxPage { count: number; list: { object_info: { object_id: string; object_type: string } }[] }

/**
 * Issue 24 item 3, "nothing is lost when a process dies" and "nothing is sent twice", for
 * notices: an answer and a comment are acknowledged, their notices' write is tried after the
 * commit and fails (here: the notification table is renamed away, so the transaction that
 * would write the notices and queue their mails rolls back), and the process is killed. The
 * next processes to start (two at once on MariaDB and PostgreSQL, both taking the owed runs up;
 * one on SQLite, which serves from one) tell the asker of each once, and mail each once: the
 * runs were journaled in the answer's and the comment's own transactions.
 */
describe.each(testEngines())('notices owed by a killed process, on %s', (engine) => {
  const site = new TwoProcessSite(engine);
  let db: Knex;
  let asker: Member;
  let answerer: Member;
  const rename = (from: string, to: string) => db.raw(engine === 'mysql' ? `RENAME TABLE \`${from}\` TO \`${to}\`` : `ALTER TABLE "${from}" RENAME TO "${to}"`);
  const count = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]!.n);
  const inbox = async (server: number) =>
    (await site.request<InboxPage>(server, 'GET', `${V1}/notification/page?type=inbox&page=1&page_size=50`, { token: asker.token })).data;
  const post = async <T>(member: Member, path: string, body: unknown) => {
    const res = await site.request<T>(0, 'POST', `${V1}${path}`, { token: member.token, body });
    expect(res.code, res.reason).toBe(200);
    return res.data;
  };

  beforeAll(async () => {
    await site.open();
    expect(site.init().stderr).toBe('');
    expect(site.quorum('plugin', 'disable', 'captcha-basic').status).toBe(0);
    await site.start(1);
    // members may make the tags they ask with, and comment
    expect((await site.admin(0, 'PUT', `${ADMIN}/setting/privileges`, { level: 1 })).code).toBe(200);
    [asker, answerer] = await site.members(2, 'noticed');
    db = site.connect();
  }, 240_000);
  afterAll(async () => {
    await db?.destroy();
    await site.close();
  });

  it('tells and mails each by the next processes to start, once, and nothing stays owed', async () => {
    const question = await post<{ id: string }>(asker, '/question', {
      title: 'Who tells me when the server dies?', content: 'A body long enough to pass the rules, about durable notices.', tags: [{ slug_name: 'durability', display_name: 'durability' }],
    });
    await rename('notification', 'notification_away');
    const answer = await post<{ info: { id: string } }>(answerer, '/answer', { question_id: question.id, content: 'The journal does: the notice is owed in the answer’s own transaction.' });
    const comment = await post<{ comment_id: string }>(answerer, '/comment', { object_id: question.id, original_text: 'And the comment’s notice is owed in the comment’s.' });
    // both writes were tried and failed (their runs counted), so nothing was mailed either
    const failed = () => count(db('event_journal').whereIn('event', ['answer.created', 'comment.created']).andWhere('attempts', '>', 0));
    await waitFor(async () => (await failed()) === 2, 15_000);
    expect(await count(db('mail_outbox').where({ to_address: asker.email }))).toBe(0);
    await site.kill(0);
    await rename('notification_away', 'notification');

    await site.start(engine === 'sqlite' ? 1 : 2);
    await waitFor(async () => (await count(db('event_journal'))) === 0, 30_000);
    const told = (await inbox(1)).list.map((n) => `${n.object_info.object_type} ${n.object_info.object_id}`).sort();
    expect(told).toEqual([`answer ${answer.info.id}`, `comment ${comment.comment_id}`]);
    const mails = (await db('mail_outbox').where({ to_address: asker.email }).select('subject')).map((m) => m.subject as string).sort();
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).toMatch(/answered your question/);
    expect(mails.join('\n')).toMatch(/commented on your post/);
  }, 240_000);
});
