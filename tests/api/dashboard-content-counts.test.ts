import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../schemas/api/dashboard.ts';
import { answer, ask, comment } from '../support/posts.ts';
import { startTestServer, testEngines, type TestServer } from '../support/test-server.ts';

/**
 * The dashboard's comment and vote counts come from the comments and votes plugins (issue 23's
 * tour found them at 0 on a site with both: no plugin gave them).
 */
describe.each(testEngines())('dashboard comment and vote counts on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'markdown', 'tags', 'questions', 'votes', 'comments'] });
  });
  afterAll(() => server.close());

  it('counts live comments and standing votes', async () => {
    const admin = await server.admin();
    const info = async () => (await server.api.get<Dashboard>('/answer/admin/api/dashboard', { token: admin.token })).data.info;
    expect(await info()).toMatchObject({ comment_count: 0, vote_count: 0 });

    const member = await server.createUser();
    const questionId = await ask(server, member);
    const answerId = await answer(server, admin, questionId);
    await comment(server, admin, questionId, 'A comment that stays.');
    const gone = await comment(server, admin, questionId, 'A comment that is deleted.');
    expect((await server.api.delete('/answer/api/v1/comment', { comment_id: gone }, { token: admin.token })).code).toBe(200);
    expect((await server.api.post('/answer/api/v1/vote/up', { object_id: answerId }, { token: member.token })).code).toBe(200);
    expect((await server.api.post('/answer/api/v1/vote/up', { object_id: questionId }, { token: admin.token })).code).toBe(200);
    expect((await server.api.post('/answer/api/v1/vote/up', { object_id: questionId, is_cancel: true }, { token: admin.token })).code).toBe(200);

    expect(await info()).toMatchObject({ comment_count: 1, vote_count: 1 });
    // Answer's dashboard prints both shares of the questions (the tag's first question has no answer).
    expect(await info()).toMatchObject({ question_count: 2, unanswered_count: 1, unanswered_rate: '50.00', resolved_rate: '0.00' });
  });
});
