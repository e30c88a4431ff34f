import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, answer, ask, questionPlugins } from '../../../questions/server/routes/question-test-kit.ts';
import { SeoSettingsGroup } from '../../../seo/server/api.ts';
import { toShortId } from '../../../questions/server/api.ts';
import type { FlagPage } from '../../schemas/report.ts';

const ADMIN = '/answer/admin/api';
/** Flag reasons (plugins/questions reason catalogue): spam takes no text, other takes some. */
const SPAM = 6;
const OTHER = 5;
/** A close reason that takes no text. */
const OFF_TOPIC = 2;
/** A flag reason comments offer and posts do not. */
const NO_LONGER_NEEDED = 9;
/** A flag reason questions offer and comments do not. */
const DUPLICATE = 1;

describe.each(testEngines())('flags on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let member: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'seo', 'comments', 'reports', 'admin'] });
    [author, member, other] = [await server.createUser(), await server.createUser(), await server.createUser()];
    admin = await server.createUser({ role: 2 });
  });
  afterAll(() => server.close());

  const flag = (user: TestUser, body: Record<string, unknown>) => server.api.post(`${API}/report`, body, { token: user.token });
  const desk = (status: 'pending' | 'completed', user = admin) =>
    server.api.get<FlagPage>(`${ADMIN}/reports/page`, { query: { status, page_size: '100' }, token: user.token });
  const act = (body: Record<string, unknown>, user = admin) => server.api.put(`${ADMIN}/report`, body, { token: user.token });
  const flagOf = async (objectId: string, status: 'pending' | 'completed' = 'pending') =>
    (await desk(status)).data.list.filter((f) => f.object_id === objectId);

  it('takes a flag with a reason, shows it on the desk with the post in place, and refuses a second open flag', async () => {
    const question = await ask(server, author);
    expect((await flag(member, { source: 'question', object_id: question.id, report_type: SPAM })).code).toBe(200);
    const [item] = await flagOf(question.id);
    expect(item).toMatchObject({
      status: 'pending', object_type: 'question', title: question.title, object_status: 1, flagged_type: '',
      author_user_info: { id: author.id }, submitter_user: { id: member.id }, reason: { reason_type: SPAM },
    });
    expect(item.parsed_text).toContain('A body long enough');
    const again = await flag(member, { object_id: question.id, report_type: OTHER, content: 'still spam' });
    expect(again).toMatchObject({ code: 400, reason: 'error.report.already_flagged' });
    expect((await flag(other, { object_id: question.id, report_type: SPAM })).code).toBe(200);
    expect(await flagOf(question.id)).toHaveLength(2);
  });

  it('refuses flags with bad input', async () => {
    const question = await ask(server, author);
    const gone = await ask(server, author);
    await server.api.delete(`${API}/question`, { id: gone.id }, { token: author.token });
    expect(await flag(member, { object_id: gone.id, report_type: SPAM })).toMatchObject({ code: 400, reason: 'error.report.object_deleted' });
    expect((await flag(member, { object_id: '10010000009999999', report_type: SPAM })).code).toBe(404);
    expect(await flag(author, { object_id: question.id, report_type: SPAM })).toMatchObject({ code: 400, reason: 'error.report.own_post' });
    const badReason = await flag(member, { object_id: question.id, report_type: 99 });
    expect(badReason.code).toBe(400);
    expect(badReason.data).toEqual([expect.objectContaining({ error_field: 'report_type' })]);
    const noText = await flag(member, { object_id: question.id, report_type: OTHER, content: '  ' });
    expect(noText.data).toEqual([expect.objectContaining({ error_field: 'content' })]);
    expect((await flag(member, { object_id: question.id })).code).toBe(400);
    expect((await server.api.post(`${API}/report`, { object_id: question.id, report_type: SPAM })).code).toBe(401);
  });

  it('closes a flagged question from the desk and completes every open flag on it', async () => {
    const question = await ask(server, author);
    await flag(member, { object_id: question.id, report_type: SPAM });
    await flag(other, { object_id: question.id, report_type: OTHER, content: 'Off topic here' });
    const [first] = await flagOf(question.id);
    const noReason = await act({ flag_id: first.flag_id, operation_type: 'close_post' });
    expect(noReason.data).toEqual([expect.objectContaining({ error_field: 'close_type' })]);
    expect((await act({ flag_id: first.flag_id, operation_type: 'close_post', close_type: OFF_TOPIC })).code).toBe(200);
    expect(await flagOf(question.id)).toHaveLength(0);
    const done = await flagOf(question.id, 'completed');
    expect(done.map((f) => [f.status, f.flagged_type, f.object_status])).toEqual([['completed', 'close_post', 2], ['completed', 'close_post', 2]]);
    expect(await act({ flag_id: first.flag_id, operation_type: 'ignore_report' })).toMatchObject({ code: 400, reason: 'error.report.already_handled' });
    expect((await flag(member, { object_id: question.id, report_type: SPAM })).code).toBe(200);
  });

  it('deletes, unlists, edits and ignores', async () => {
    const question = await ask(server, author);
    const reply = await answer(server, author, question.id);
    await flag(member, { object_id: reply.id, report_type: SPAM });
    const [onAnswer] = await flagOf(reply.id);
    expect(onAnswer).toMatchObject({ object_type: 'answer', answer_id: reply.id, question_id: question.id });
    expect(await act({ flag_id: onAnswer.flag_id, operation_type: 'unlist_post' })).toMatchObject({ code: 400 });
    expect((await act({ flag_id: onAnswer.flag_id, operation_type: 'delete_post' })).code).toBe(200);
    expect((await flagOf(reply.id, 'completed'))[0].object_status).toBe(10);

    await flag(member, { object_id: question.id, report_type: SPAM });
    const [onQuestion] = await flagOf(question.id);
    expect((await act({ flag_id: onQuestion.flag_id, operation_type: 'unlist_post' })).code).toBe(200);
    expect((await flagOf(question.id, 'completed'))[0].object_show_status).toBe(2);

    await flag(member, { object_id: question.id, report_type: SPAM });
    const [again] = await flagOf(question.id);
    expect((await act({ flag_id: again.flag_id, operation_type: 'edit_post', content: 'A cleaned up body for this one.' })).code).toBe(200);
    const edited = (await flagOf(question.id, 'completed')).find((f) => f.flag_id === again.flag_id)!;
    expect(edited).toMatchObject({ flagged_type: 'edit_post', title: question.title, original_text: 'A cleaned up body for this one.' });

    await flag(other, { object_id: question.id, report_type: SPAM });
    const [ignored] = await flagOf(question.id);
    expect((await act({ flag_id: ignored.flag_id, operation_type: 'ignore_report' })).code).toBe(200);
    expect((await flagOf(question.id, 'completed')).find((f) => f.flag_id === ignored.flag_id)?.status).toBe('ignored');
  });

  it('acts and completes the flags in one transaction: of two moderators deleting at once, one wins and the answer leaves its count once', async () => {
    const question = await ask(server, author);
    const reply = await answer(server, author, question.id);
    await flag(member, { object_id: reply.id, report_type: SPAM });
    const [open] = await flagOf(reply.id);
    const second = await server.createUser({ role: 2 });
    const count = async () => (await server.api.get<{ answer_count: number }>(`${API}/question/info`, { query: { id: question.id }, token: admin.token })).data.answer_count;
    expect(await count()).toBe(1);
    const results = await Promise.all([admin, second].map((user) => act({ flag_id: open.flag_id, operation_type: 'delete_post' }, user)));
    // The loser is told the flag was already handled, whichever write it met first: the flag's,
    // or the answer's (gone or changed meanwhile); nothing is written twice.
    const [winner, loser] = [...results].sort((a, b) => a.code - b.code);
    expect(winner.code).toBe(200);
    expect(loser).toMatchObject({ code: 400, reason: 'error.report.already_handled' });
    expect(await count()).toBe(0);
    const [done] = await flagOf(reply.id, 'completed');
    expect(done).toMatchObject({ flag_id: open.flag_id, flagged_type: 'delete_post', object_status: 10 });
    // A refused action writes nothing: the flag stays pending and the question as it was.
    await flag(member, { object_id: question.id, report_type: SPAM });
    const [onQuestion] = await flagOf(question.id);
    expect((await act({ flag_id: onQuestion.flag_id, operation_type: 'close_post', close_type: 999 })).code).toBe(400);
    expect((await flagOf(question.id)).map((f) => f.flag_id)).toEqual([onQuestion.flag_id]);
  });

  const comment = async (user: TestUser, objectId: string, text = 'A comment someone will flag.') =>
    (await server.api.post<{ comment_id: string }>(`${API}/comment`, { object_id: objectId, original_text: text }, { token: user.token })).data.comment_id;

  it('takes flags on comments with the comments reasons, shows them with their post, and deletes or ignores them', async () => {
    const question = await ask(server, author);
    const reply = await answer(server, author, question.id);
    const onAnswer = await comment(author, reply.id, 'Rude words here, honestly.');
    expect((await flag(member, { source: 'comment', object_id: onAnswer, report_type: DUPLICATE })).data).toEqual([expect.objectContaining({ error_field: 'report_type' })]);
    expect(await flag(author, { source: 'comment', object_id: onAnswer, report_type: SPAM })).toMatchObject({ code: 400, reason: 'error.report.own_post' });
    expect((await flag(member, { source: 'comment', object_id: onAnswer, report_type: NO_LONGER_NEEDED })).code).toBe(200);
    expect(await flag(member, { source: 'comment', object_id: onAnswer, report_type: SPAM })).toMatchObject({ code: 400, reason: 'error.report.already_flagged' });
    expect((await flag(other, { source: 'comment', object_id: onAnswer, report_type: OTHER, content: 'Not nice' })).code).toBe(200);
    const [first, second] = await flagOf(onAnswer);
    expect(first).toMatchObject({
      object_type: 'comment', comment_id: onAnswer, answer_id: reply.id, question_id: question.id, title: question.title,
      original_text: 'Rude words here, honestly.', object_status: 1, author_user_info: { id: author.id }, submitter_user: { id: member.id },
      reason: { reason_type: NO_LONGER_NEEDED }, link: `/questions/${question.id}/${reply.id}?commentId=${onAnswer}`,
    });
    expect(second.reason_content).toBe('Not nice');
    const comments = (await server.api.get<{ list: { comment_id: string }[] }>(`${ADMIN}/reports/page`, { query: { object_type: 'comment', page_size: '100' }, token: admin.token })).data.list;
    expect(comments.every((f) => f.comment_id !== '')).toBe(true);

    for (const op of ['close_post', 'unlist_post', 'edit_post']) {
      const refused = await act({ flag_id: first.flag_id, operation_type: op, close_type: OFF_TOPIC, content: 'x' });
      expect(refused.data).toEqual([expect.objectContaining({ error_field: 'operation_type' })]);
    }
    expect((await act({ flag_id: second.flag_id, operation_type: 'ignore_report' })).code).toBe(200);
    expect((await act({ flag_id: first.flag_id, operation_type: 'delete_post' })).code).toBe(200);
    expect((await flagOf(onAnswer, 'completed')).map((f) => [f.status, f.flagged_type, f.object_status]).sort())
      .toEqual([['completed', 'delete_post', 10], ['ignored', 'ignore_report', 10]]);
    const left = await server.api.get<{ list: { comment_id: string }[] }>(`${API}/comment/page`, { query: { object_id: reply.id } });
    expect(left.data.list.map((c) => c.comment_id)).not.toContain(onAnswer);
    expect(await flag(other, { source: 'comment', object_id: onAnswer, report_type: SPAM })).toMatchObject({ code: 400, reason: 'error.report.object_deleted' });
    expect((await flag(other, { source: 'comment', object_id: '10050000009999999', report_type: SPAM })).code).toBe(404);
  });

  it('takes short ids (permalink styles 3 and 4) for posts and comments', async () => {
    const question = await ask(server, author);
    const onQuestion = await comment(author, question.id);
    await server.kernel.settings.put(SeoSettingsGroup, { permalink: 4 });
    try {
      expect((await flag(member, { source: 'question', object_id: toShortId(question.id), report_type: SPAM })).code).toBe(200);
      expect((await flag(member, { source: 'comment', object_id: toShortId(onQuestion), report_type: SPAM })).code).toBe(200);
      expect(await flag(member, { object_id: toShortId(question.id), report_type: SPAM })).toMatchObject({ code: 400, reason: 'error.report.already_flagged' });
    } finally {
      await server.kernel.settings.put(SeoSettingsGroup, { permalink: 1 });
    }
    expect((await flagOf(question.id)).map((f) => f.submitter_user.id)).toEqual([member.id]);
    expect((await flagOf(onQuestion)).map((f) => f.object_type)).toEqual(['comment']);
  });

  it("lists the flags a member raised and received, of every status, for the member overview", async () => {
    const [flagger, flagged] = [await server.createUser(), await server.createUser()];
    const first = await ask(server, flagged);
    const second = await ask(server, flagged);
    await flag(flagger, { object_id: first.id, report_type: SPAM });
    await flag(flagger, { object_id: second.id, report_type: SPAM });
    await flag(member, { object_id: second.id, report_type: SPAM });
    const [handled] = (await flagOf(first.id));
    await act({ flag_id: handled.flag_id, operation_type: 'ignore_report' });
    const of = async (query: Record<string, string>) =>
      (await server.api.get<FlagPage>(`${ADMIN}/reports/page`, { query: { status: 'all', ...query }, token: admin.token })).data.list.map((f) => [f.object_id, f.submitter_user.id, f.status]);
    expect(await of({ user_id: flagger.id })).toEqual([[second.id, flagger.id, 'pending'], [first.id, flagger.id, 'ignored']]);
    expect(await of({ reported_user_id: flagged.id })).toEqual([[second.id, member.id, 'pending'], [second.id, flagger.id, 'pending'], [first.id, flagger.id, 'ignored']]);
    expect(await of({ user_id: flagged.id })).toEqual([]);
    expect((await server.api.get(`${ADMIN}/reports/page`, { query: { user_id: 'x' }, token: admin.token })).code).toBe(400);
  });

  it('answers an unknown flag with 404, and keeps the desk to staff', async () => {
    expect(await act({ flag_id: '10060000009999999', operation_type: 'ignore_report' })).toMatchObject({ code: 404, reason: 'error.report.not_found' });
    expect((await act({ flag_id: 'x', operation_type: 'shout' })).code).toBe(400);
    expect((await desk('pending', member)).code).toBe(403);
    expect((await server.api.get(`${API}/report/unreviewed/post`, { token: member.token })).code).toBe(403);
    expect((await server.api.get(`${API}/report/unreviewed/post`, { token: admin.token })).code).toBe(200);
  });

  it('counts pending flags on the dashboard', async () => {
    const pending = (await desk('pending')).data.count;
    const dashboard = await server.api.get<{ info: { report_count: number; question_count: number } }>(`${ADMIN}/dashboard`, { token: admin.token });
    expect(dashboard.data.info.report_count).toBe(pending);
    expect(dashboard.data.info.question_count).toBeGreaterThan(0);
  });
});
