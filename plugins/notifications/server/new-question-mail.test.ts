import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { ask } from '../../../tests/support/posts.ts';
import { NEW_QUESTION_MAILS_PER_DAY } from './new-question-mail.ts';

const API = '/answer/api/v1';
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });
type Source = 'inbox' | 'all_new_question' | 'all_new_question_for_following_tags';

describe.each(testEngines())('new-question mail on %s', (engine) => {
  let server: TestServer;
  let everyQuestion: TestUser;
  let chinese: TestUser;
  let tagFan: TestUser;
  let quietFan: TestUser;
  let nobody: TestUser;
  let asker: TestUser;

  const choose = async (user: TestUser, sources: Partial<Record<Source, boolean>>) => {
    const body = Object.fromEntries(Object.entries(sources).map(([s, enable]) => [s, { enable, key: 'email' }]));
    expect((await server.api.put(`${API}/user/notification/config`, body, { token: user.token })).code).toBe(200);
  };
  const config = async (user: TestUser) => (await server.api.get<Record<Source, { enable: boolean }>>(`${API}/user/notification/config`, { token: user.token })).data;
  const followTag = async (user: TestUser) =>
    expect((await server.api.put(`${API}/follow/tags`, { slug_name_list: ['quorum-test'] }, { token: user.token })).code).toBe(200);
  const mails = (user: TestUser) => server.outbox(user.email);
  /** Asks a question and waits until `reader` has `count` mails (the mails go out after the commit). */
  const askAndWait = async (title: string, reader: TestUser, count: number) => {
    const id = await ask(server, asker, title);
    await eventually(async () => expect(await mails(reader)).toHaveLength(count));
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'follow', 'users', 'notifications', 'mail-smtp'] });
    await ask(server, await server.admin(), 'The question that makes the test tag');
    [everyQuestion, chinese, tagFan, quietFan, nobody, asker] = await Promise.all(Array.from({ length: 6 }, () => server.createUser()));
    await server.kernel.users.update(Number(chinese.id), { language: 'zh_CN' }, server.kernel.clock.now());
    await choose(everyQuestion, { all_new_question: true });
    await choose(chinese, { all_new_question: true });
    await choose(asker, { all_new_question: true });
    await choose(tagFan, { all_new_question_for_following_tags: true });
    await followTag(tagFan);
    await followTag(quietFan);
  });
  afterAll(() => server.close());

  it('mails every new question to those who asked for it, and to followers of its tags who asked for theirs', async () => {
    const id = await askAndWait('How are new questions announced?', everyQuestion, 1);
    await eventually(async () => expect(await mails(tagFan)).toHaveLength(1));
    await eventually(async () => expect(await mails(chinese)).toHaveLength(1));
    const [mail] = await mails(everyQuestion);
    expect(mail!.subject).toBe('[Quorum Test] New question: How are new questions announced?');
    expect(mail!.text).toContain(`asked "How are new questions announced?".`);
    expect(mail!.text).toContain(`http://quorum.test/questions/${id}`);
    expect(mail!.text).toContain('because you asked for an email about every new question');
    expect(mail!.text).toMatch(/http:\/\/quorum\.test\/users\/unsubscribe\?code=\S+/);
    expect(mail!.html).toContain('/users/unsubscribe?code=');
    expect((await mails(tagFan))[0]!.text).toContain('because you follow a tag of this question');
    const [zh] = await mails(chinese);
    expect(zh!.subject).toBe('[Quorum Test] 新问题：How are new questions announced?');
    expect(zh!.html).toContain('<html lang="zh-CN">');
    // Not to the asker, a follower of the tag who did not ask for it, or anyone else.
    for (const user of [asker, quietFan, nobody]) expect(await mails(user)).toHaveLength(0);
  });

  it('its unsubscribe link turns off both new-question settings, inbox mail stays; the settings page turns them back on', async () => {
    const member = await server.createUser();
    await choose(member, { all_new_question: true, all_new_question_for_following_tags: true });
    await followTag(member);
    await askAndWait('Whose mail stops after unsubscribing?', member, 1);
    const code = await server.mailedCode(member.email);
    // Signed out, the code alone is enough.
    expect((await server.api.put(`${API}/user/notification/unsubscribe`, { code })).code).toBe(200);
    expect(await config(member)).toMatchObject({ inbox: { enable: true }, all_new_question: { enable: false }, all_new_question_for_following_tags: { enable: false } });
    await askAndWait('A question after unsubscribing', everyQuestion, 3);
    expect(await mails(member)).toHaveLength(1);

    await choose(member, { all_new_question_for_following_tags: true });
    await askAndWait('A question after subscribing again', member, 2);
    expect((await server.api.put(`${API}/user/notification/unsubscribe`, { code: `${code}x` })).code).toBe(403);
  });

  it('reads who is mailed every new question once, until a member changes a choice', async () => {
    const reader = await server.createUser();
    let reads = 0;
    const note = (q: { sql: string }) => {
      if (/from `user_notification_config` where `source` = \? and `enabled` = \?/.test(q.sql)) reads += 1;
    };
    server.kernel.db.on('query', note);
    try {
      // A changed choice drops the copy: the next question reads the list again, and mails the reader.
      await choose(reader, { all_new_question: true });
      await askAndWait('The first question after a choice changed', reader, 1);
      const first = reads;
      expect(first).toBeGreaterThan(0);
      await askAndWait('The second question after that choice', reader, 2);
      expect(reads).toBe(first);
    } finally {
      server.kernel.db.off('query', note);
    }
  });

  it(`sends a member at most ${NEW_QUESTION_MAILS_PER_DAY} new-question mails a day`, async () => {
    const reader = await server.createUser();
    await choose(reader, { all_new_question: true });
    for (let i = 1; i <= NEW_QUESTION_MAILS_PER_DAY; i++) await askAndWait(`Busy day question number ${i}`, reader, i);
    const canary = await server.createUser();
    await choose(canary, { all_new_question: true });
    await askAndWait('One question too many for the busy reader', canary, 1);
    expect(await mails(reader)).toHaveLength(NEW_QUESTION_MAILS_PER_DAY);
  });
});
