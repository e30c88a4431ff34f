import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import { MailStatus } from '../../../kernel/api.ts';
import type { NotificationPage } from '../schemas/notification.ts';
import { NOTICE_MAILS_PER_HOUR } from './notice-mail.ts';

const API = '/answer/api/v1';
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

describe.each(testEngines())('notice mail on %s', (engine) => {
  let server: TestServer;
  let answerer: TestUser;

  const inboxCount = async (user: TestUser) => (await server.api.get<NotificationPage>(`${API}/notification/page`, { token: user.token, query: { type: 'inbox' } })).data.count;
  /** Answers a new question of `asker` and waits for the notice (its mail is settled before it lands). */
  async function answered(asker: TestUser): Promise<string> {
    const before = await inboxCount(asker);
    const questionId = await ask(server, asker, 'Will I hear about answers by mail?');
    await answer(server, answerer, questionId);
    await eventually(async () => expect(await inboxCount(asker)).toBe(before + 1));
    return questionId;
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'comments', 'users', 'notifications', 'mail-smtp'] });
    answerer = await server.createUser({ name: 'Helpful' });
  });
  afterAll(() => server.close());

  it('mails a notice with a link to the answer and a working unsubscribe link', async () => {
    const asker = await server.createUser();
    const questionId = await answered(asker);
    const [mail] = await server.outbox(asker.email);
    expect(mail!.subject).toBe('[Quorum Test] Helpful answered your question');
    expect(mail!.text).toContain('Helpful answered your question "Will I hear about answers by mail?".');
    expect(mail!.text).toMatch(new RegExp(`http://quorum\\.test/questions/${questionId}/\\d{17}`));
    expect(mail!.html).toContain('/users/unsubscribe?code=');
    const code = await server.mailedCode(asker.email);

    const wrong = await server.api.put<{ type: string }>(`${API}/user/notification/unsubscribe`, { code: `${code}x` });
    expect(wrong).toMatchObject({ code: 403, reason: 'error.email.verify_url_expired', data: { type: 'url_expired' } });
    // Signed out, the code alone is enough; it stops only its owner's mail.
    expect((await server.api.put(`${API}/user/notification/unsubscribe`, { code })).code).toBe(200);

    await answered(asker);
    expect(await server.outbox(asker.email)).toHaveLength(1);
    const other = await server.createUser();
    await answered(other);
    expect(await server.outbox(other.email)).toHaveLength(1);
  });

  it('an unsubscribe link turns off the inbox setting the member sees, and turning it on again undoes it', async () => {
    const member = await server.createUser();
    const config = async () => (await server.api.get<Record<string, { enable: boolean }>>(`${API}/user/notification/config`, { token: member.token })).data;
    await answered(member);
    expect((await config()).inbox.enable).toBe(true);
    expect((await server.api.put(`${API}/user/notification/unsubscribe`, { code: await server.mailedCode(member.email) })).code).toBe(200);
    expect(await config()).toMatchObject({ inbox: { enable: false }, all_new_question: { enable: false }, all_new_question_for_following_tags: { enable: false } });
    await answered(member);
    expect(await server.outbox(member.email)).toHaveLength(1);

    expect((await server.api.put(`${API}/user/notification/config`, { inbox: { enable: true, key: 'email' } }, { token: member.token })).code).toBe(200);
    await answered(member);
    expect(await server.outbox(member.email)).toHaveLength(2);
    // The link stays valid: used again, it turns the setting off again.
    expect((await server.api.put(`${API}/user/notification/unsubscribe`, { code: await server.mailedCode(member.email) })).code).toBe(200);
    expect((await config()).inbox.enable).toBe(false);
  });

  it('reads the member with the actor, and a member\'s unsubscribe code once', async () => {
    const asker = await server.createUser();
    const questionId = await ask(server, asker, 'Will the second mail read less?');
    const answerId = await answer(server, answerer, questionId);
    await eventually(async () => expect(await inboxCount(asker)).toBe(1));
    const reads: { sql: string; bindings: string[] }[] = [];
    const note = (q: { sql: string; bindings?: unknown[] }) => void reads.push({ sql: q.sql, bindings: (q.bindings ?? []).map(String) });
    server.kernel.db.on('query', note);
    try {
      // The same answer told again: the notice's own reads alone, no request's presenters beside them.
      await server.kernel.events.emit('answer.created', { answerId, questionId, userId: answerer.id, authorId: answerer.id, questionAuthorId: asker.id });
      // Counted in the table: the inbox page would read members of its own.
      const notices = async () => Number((await server.kernel.db('notification').where({ user_id: Number(asker.id) }).count({ n: '*' }))[0]!.n);
      await eventually(async () => expect(await notices()).toBe(2));
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(await server.outbox(asker.email)).toHaveLength(2);
    expect(reads.filter((q) => /notification_mail_code/.test(q.sql))).toEqual([]);
    // A new answer is live: only its question is read, for the title.
    expect(reads.filter((q) => /^select .* from `answer`/.test(q.sql))).toEqual([]);
    const cards = reads.filter((q) => /^select `id`, `username`.* from `user`/.test(q.sql));
    expect(cards.map((q) => [...q.bindings].sort())).toEqual([[answerer.id, asker.id].sort()]);
  });

  it('reads no question when the answer\'s event carries it, and still names it in the mail', async () => {
    const asker = await server.createUser();
    const questionId = await ask(server, asker, 'Is the title carried by the event?');
    const answerId = await answer(server, answerer, questionId);
    await eventually(async () => expect(await inboxCount(asker)).toBe(1));
    const reads: string[] = [];
    const note = (q: { sql: string }) => void reads.push(q.sql);
    server.kernel.db.on('query', note);
    try {
      // As the questions plugin emits it: with the title (a different one, to see which is used).
      await server.kernel.events.emit('answer.created', { answerId, questionId, userId: answerer.id, authorId: answerer.id, questionAuthorId: asker.id, question: { title: 'The carried title', held: false } });
      await eventually(async () => expect(await server.outbox(asker.email)).toHaveLength(2));
      // Held: nobody is told, and nothing is read to learn it.
      await server.kernel.events.emit('answer.created', { answerId, questionId, userId: answerer.id, authorId: answerer.id, questionAuthorId: asker.id, question: { title: 'A held one', held: true } });
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(reads.filter((sql) => /from `question`/.test(sql))).toEqual([]);
    expect((await server.outbox(asker.email))[0]!.text).toContain('"The carried title"');
    await eventually(async () => expect(await inboxCount(asker)).toBe(2));
  });

  it('honours the inbox mail setting of user/notification/config', async () => {
    const quiet = await server.createUser();
    const off = await server.api.put(`${API}/user/notification/config`, { inbox: { enable: false, key: 'email' } }, { token: quiet.token });
    expect(off.code, JSON.stringify(off)).toBe(200);
    await answered(quiet);
    expect(await server.outbox(quiet.email)).toHaveLength(0);
    expect((await server.api.put(`${API}/user/notification/config`, { inbox: { enable: true, key: 'email' } }, { token: quiet.token })).code).toBe(200);
    await answered(quiet);
    expect(await server.outbox(quiet.email)).toHaveLength(1);
  });

  it('writes in the member\'s language and mails comments on their posts', async () => {
    const asker = await server.createUser();
    await server.kernel.users.update(Number(asker.id), { language: 'zh_CN' }, server.kernel.clock.now());
    const questionId = await answered(asker);
    expect((await server.outbox(asker.email))[0]!.subject).toBe('[Quorum Test] Helpful 回答了你的问题');

    const res = await server.api.post(`${API}/comment`, { object_id: questionId, original_text: `A thought, @${asker.username}` }, { token: answerer.token });
    expect(res.code).toBe(200);
    await eventually(async () => expect(await inboxCount(asker)).toBe(2));
    expect((await server.outbox(asker.email))[0]!.subject).toBe('[Quorum Test] Helpful 评论了你的帖子');
  });

  it('sends no mail to members who have not verified their address, and at most the hourly share', async () => {
    const pending = await server.createUser();
    const questionId = await ask(server, pending, 'Asked before the address went unverified');
    await server.kernel.users.update(Number(pending.id), { mail_status: MailStatus.pending }, server.kernel.clock.now());
    await answer(server, answerer, questionId);
    await eventually(async () => expect(await inboxCount(pending)).toBe(1));
    expect(await server.outbox(pending.email)).toHaveLength(0);

    const busy = await server.createUser();
    for (let i = 0; i <= NOTICE_MAILS_PER_HOUR; i++) await answered(busy);
    expect(await server.outbox(busy.email)).toHaveLength(NOTICE_MAILS_PER_HOUR);
  });
});
