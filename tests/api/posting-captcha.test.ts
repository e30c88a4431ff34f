import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/ports/clock.ts';
import { CAPTCHA_KEY_PREFIX, type IssuedCaptcha } from '../../plugins/captcha-basic/server/basic-captcha.ts';
import { answer, ask } from '../support/posts.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';

const API = '/answer/api/v1';

/** Answer's captcha on comments (add, edit, delete), votes and post edits, with captcha-basic on. */
describe.each(testEngines())('posting captchas on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let member: TestUser;
  let questionId = '';
  let answerId = '';
  // Standing still: every call is within a second of the one before.
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments', 'captcha-basic'], clock });
    author = await server.createUser();
    member = await server.createUser();
    questionId = await ask(server, author);
    answerId = await answer(server, member, questionId);
  });
  afterAll(() => server.close());

  /** user/action/record for the member: whether a captcha is due, and its right answer. */
  const challenge = async (user: TestUser, action: string) => {
    const res = await server.api.get<{ verify: boolean; captcha_id?: string }>(`${API}/user/action/record`, { query: { action }, token: user.token });
    const code = res.data.captcha_id ? (await server.kernel.cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + res.data.captcha_id))?.code : undefined;
    return { verify: res.data.verify, captcha_id: res.data.captcha_id, captcha_code: code };
  };

  it('asks for a captcha on a comment right after another, and takes the right answer', async () => {
    const comment = (text: string, extra: object = {}) =>
      server.api.post<{ comment_id: string }>(`${API}/comment`, { object_id: questionId, original_text: text, ...extra }, { token: member.token });
    expect((await comment('The first comment here.')).code).toBe(200);
    const due = await challenge(member, 'comment');
    expect(due.verify).toBe(true);
    expect(await comment('A second comment at once.')).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const fresh = await challenge(member, 'comment');
    const posted = await comment('A second comment at once.', { captcha_id: fresh.captcha_id, captcha_code: fresh.captcha_code });
    expect(posted.code).toBe(200);

    // Deleting counts under `delete` (5 a day or within 5 s): the second one in a row asks.
    const remove = (id: string, extra: object = {}) => server.api.delete(`${API}/comment`, { comment_id: id, ...extra }, { token: member.token });
    const again = await challenge(member, 'comment');
    const third = await comment('A third comment to delete.', { captcha_id: again.captcha_id, captcha_code: again.captcha_code });
    expect((await remove(posted.data.comment_id)).code).toBe(200);
    expect(await remove(third.data.comment_id)).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const del = await challenge(member, 'delete');
    expect((await remove(third.data.comment_id, { captcha_id: del.captcha_id, captcha_code: del.captcha_code })).code).toBe(200);
  });

  it('asks for a captcha on the eleventh edit of a day', async () => {
    const edit = (n: number, extra: object = {}) =>
      server.api.put(`${API}/answer`, { id: answerId, question_id: questionId, content: `An answer edited for the ${n}th time, long enough.`, ...extra }, { token: member.token });
    for (let n = 1; n <= 10; n++) expect((await edit(n)).code, `edit ${n}`).toBe(200);
    expect(await edit(11)).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const due = await challenge(member, 'edit');
    expect(due.verify).toBe(true);
    expect((await edit(11, { captcha_id: due.captcha_id, captcha_code: due.captcha_code })).code).toBe(200);
  });

  it('asks for a captcha after forty votes of a day', async () => {
    const vote = (extra: object = {}, cancel = false) => server.api.post(`${API}/vote/up`, { object_id: questionId, is_cancel: cancel, ...extra }, { token: member.token });
    for (let n = 0; n < 40; n++) expect((await vote({}, n % 2 === 1)).code, `vote ${n}`).toBe(200);
    expect(await vote()).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const due = await challenge(member, 'vote');
    expect((await vote({ captcha_id: due.captcha_id, captcha_code: due.captcha_code })).code).toBe(200);
  });
});
