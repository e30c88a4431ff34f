import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import type { AdminAnswerPage, AdminQuestionPage } from '../../schemas/admin-posts.ts';
import type { Dashboard } from '../../../../schemas/api/dashboard.ts';
import { answer, ask, info, questionPlugins } from './question-test-kit.ts';

const ADMIN = '/answer/admin/api';
/** A close reason that takes no text. */
const OFF_TOPIC = 2;

describe.each(testEngines())('admin content pages on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'admin'] });
    author = await server.createUser();
    admin = await server.createUser({ role: 2 });
  });
  afterAll(() => server.close());

  const questions = (query: Record<string, string>, user = admin) => server.api.get<AdminQuestionPage>(`${ADMIN}/question/page`, { query, token: user.token });
  const answers = (query: Record<string, string>) => server.api.get<AdminAnswerPage>(`${ADMIN}/answer/page`, { query, token: admin.token });
  const setQuestion = (body: Record<string, unknown>) => server.api.put(`${ADMIN}/question/status`, body, { token: admin.token });
  const setAnswer = (body: Record<string, unknown>) => server.api.put(`${ADMIN}/answer/status`, body, { token: admin.token });

  it('lists questions by status with search, and closes, deletes and brings them back', async () => {
    const question = await ask(server, author, { title: 'Admin pages find this zebra question' });
    const found = await questions({ status: 'normal', query: 'zebra' });
    expect(found.data.list.map((q) => q.id)).toEqual([question.id]);
    expect(found.data.list[0]).toMatchObject({ status: 1, user_info: { id: author.id } });
    expect((await questions({ query: question.id })).data.list.map((q) => q.id)).toEqual([question.id]);

    const noReason = await setQuestion({ question_id: question.id, status: 'closed' });
    expect(noReason.data).toEqual([expect.objectContaining({ error_field: 'close_type' })]);
    expect((await setQuestion({ question_id: question.id, status: 'closed', close_type: OFF_TOPIC })).code).toBe(200);
    expect((await questions({ status: 'closed', query: 'zebra' })).data.count).toBe(1);

    const noDeleteReason = await setQuestion({ question_id: question.id, status: 'deleted' });
    expect(noDeleteReason.data).toEqual([expect.objectContaining({ error_field: 'close_msg' })]);
    expect((await setQuestion({ question_id: question.id, status: 'deleted', close_msg: 'Spam' })).code).toBe(200);
    expect((await questions({ status: 'deleted', query: 'zebra' })).data.count).toBe(1);
    expect((await info(server, question.id, author)).code).toBe(404);

    expect((await setQuestion({ question_id: question.id, status: 'normal' })).code).toBe(200);
    expect((await info(server, question.id, author)).data.status).toBe(1);
    expect(await setQuestion({ question_id: question.id, status: 'normal' })).toMatchObject({ code: 400, reason: 'error.question.already_normal' });
  });

  it('deletes and undeletes an answer, keeping the answer count', async () => {
    const question = await ask(server, author);
    const reply = await answer(server, author, question.id, 'An answer the admin removes.');
    expect((await answers({ question_id: question.id })).data.list[0]).toMatchObject({ id: reply.id, question_info: { title: question.title } });
    expect((await setAnswer({ answer_id: reply.id, status: 'deleted' })).data).toEqual([expect.objectContaining({ error_field: 'close_msg' })]);
    expect((await setAnswer({ answer_id: reply.id, status: 'deleted', close_msg: 'Not an answer' })).code).toBe(200);
    expect((await info(server, question.id)).data.answer_count).toBe(0);
    expect((await answers({ status: 'deleted', question_id: question.id })).data.count).toBe(1);
    expect(await setAnswer({ answer_id: reply.id, status: 'deleted', close_msg: 'again' })).toMatchObject({ code: 400, reason: 'error.answer.already_deleted' });
    expect((await setAnswer({ answer_id: reply.id, status: 'normal' })).code).toBe(200);
    expect((await info(server, question.id)).data.answer_count).toBe(1);
  });

  it('refuses unknown posts, bad statuses and non-admins', async () => {
    expect((await setQuestion({ question_id: '10010000009999999', status: 'normal' })).code).toBe(404);
    expect((await setAnswer({ answer_id: '10020000009999999', status: 'normal' })).code).toBe(404);
    expect((await setQuestion({ question_id: '10010000009999999', status: 'pinned' })).code).toBe(400);
    expect((await questions({ status: 'lost' })).code).toBe(400);
    expect((await questions({}, author)).code).toBe(403);
  });

  it('shows the content counts on the dashboard', async () => {
    const dashboard = await server.api.get<Dashboard>(`${ADMIN}/dashboard`, { token: admin.token });
    const live = (await questions({ status: 'normal', page_size: '100' })).data.count + (await questions({ status: 'closed' })).data.count;
    // The installer's admin and the two members of this suite.
    expect(dashboard.data.info).toMatchObject({ question_count: live, user_count: 3, https: false, login_required: false, report_count: 0 });
    expect(dashboard.data.info.database_version).not.toBe('');
  });

  it("lists one member's posts of every status for the member overview", async () => {
    const member = await server.createUser();
    const live = await ask(server, member, { title: 'A live question by the member' });
    const gone = await ask(server, member, { title: 'A deleted question by the member' });
    await server.api.delete('/answer/api/v1/question', { id: gone.id }, { token: member.token });
    const reply = await answer(server, member, live.id);
    expect((await questions({ user_id: member.id, status: 'all' })).data.list.map((q) => [q.id, q.status])).toEqual([[gone.id, 10], [live.id, 1]]);
    expect((await questions({ user_id: member.id })).data.list.map((q) => q.id)).toEqual([live.id]);
    expect((await answers({ user_id: member.id, status: 'all' })).data.list.map((a) => a.id)).toEqual([reply.id]);
    expect((await questions({ user_id: author.id, status: 'all', query: 'by the member' })).data.count).toBe(0);
    expect((await questions({ user_id: 'someone' })).code).toBe(400);
  });
});
