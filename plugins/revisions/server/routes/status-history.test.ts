import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, questionPlugins } from '../../../questions/server/routes/question-test-kit.ts';
import type { Timeline } from '../../schemas/revision.ts';
import type { PostStatusPage } from '../../schemas/status-history.ts';

const API = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
/** A close reason that takes no text. */
const OFF_TOPIC = 2;

describe.each(testEngines())('post status history on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'revisions'] });
    [author, other] = [await server.createUser(), await server.createUser()];
    admin = await server.createUser({ role: 2 });
  });
  afterAll(() => server.close());

  const history = (userId: string, user = admin, query: Record<string, string> = {}) =>
    server.api.get<PostStatusPage>(`${ADMIN}/activity/post-status`, { query: { user_id: userId, ...query }, token: user.token });
  const timeline = (objectId: string) => server.api.get<Timeline>(`${API}/activity/timeline`, { query: { object_id: objectId }, token: admin.token });
  const setQuestion = (body: Record<string, unknown>) => server.api.put(`${ADMIN}/question/status`, body, { token: admin.token });
  const setAnswer = (body: Record<string, unknown>) => server.api.put(`${ADMIN}/answer/status`, body, { token: admin.token });

  it("stores the admin's delete reason on the timeline and lists every status step on a member's posts", async () => {
    const question = await ask(server, author, { title: 'A question whose status changes a lot' });
    const reply = await answer(server, author, question.id);
    expect((await setQuestion({ question_id: question.id, status: 'closed', close_type: OFF_TOPIC, close_msg: '' })).code).toBe(200);
    expect((await setQuestion({ question_id: question.id, status: 'deleted', close_msg: '  Spam from a bot network.  ' })).code).toBe(200);
    expect((await setQuestion({ question_id: question.id, status: 'normal' })).code).toBe(200);
    expect((await setAnswer({ answer_id: reply.id, status: 'deleted', close_msg: 'Copied from elsewhere.' })).code).toBe(200);

    const steps = (await timeline(question.id)).data.timeline.map((e) => [e.activity_type, e.comment]);
    expect(steps).toContainEqual(['deleted', 'Spam from a bot network.']);
    expect((await timeline(reply.id)).data.timeline.map((e) => [e.activity_type, e.comment])).toContainEqual(['deleted', 'Copied from elsewhere.']);

    const page = (await history(author.id)).data;
    expect(page.count).toBe(4);
    expect(page.list.map((e) => [e.object_type, e.activity_type, e.comment])).toEqual([
      ['answer', 'deleted', 'Copied from elsewhere.'],
      ['question', 'undeleted', ''],
      ['question', 'deleted', 'Spam from a bot network.'],
      ['question', 'closed', ''],
    ]);
    expect(page.list[0]).toMatchObject({ object_id: reply.id, question_id: question.id, title: 'A question whose status changes a lot', operator: { id: admin.id } });
    expect((await history(author.id, admin, { page: '2', page_size: '3' })).data.list.map((e) => e.activity_type)).toEqual(['closed']);
  });

  it("keeps a member's history to their own posts, and the list to admins", async () => {
    const question = await ask(server, other);
    await server.api.delete(`${API}/question`, { id: question.id }, { token: other.token });
    expect((await history(other.id)).data.list.map((e) => [e.activity_type, e.operator.id])).toEqual([['deleted', other.id]]);
    expect((await history(admin.id)).data).toEqual({ count: 0, list: [] });
    expect((await history(author.id, other)).code).toBe(403);
    expect((await history('not-a-number')).code).toBe(400);
    expect((await server.api.get(`${ADMIN}/activity/post-status`, { token: admin.token })).code).toBe(400);
  });
});
