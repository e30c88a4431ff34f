import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';

const API = '/answer/api/v1';
const FIXTURES = new URL('../../../../tests/fixtures/plugins', import.meta.url).pathname;
const BODY = 'A body long enough to pass the rules of the site.';

describe.each(testEngines())('reviewers of new posts on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'revisions', 'reputation', 'review', 'reviewer-basic', 'reviewer-probe'], extraPluginRoots: [FIXTURES] });
    admin = await server.admin();
    const made = await server.api.post(`${API}/question`, { title: 'A staff question that makes the tag', content: BODY, tags: [{ slug_name: 'probed', display_name: 'probed' }] }, { token: admin.token });
    expect(made.code, JSON.stringify(made)).toBe(200);
    member = await server.createUser({ rank: 100 });
  }, 60_000);
  afterAll(() => server.close());

  const ask = async (content: string, extra: Record<string, unknown> = {}, path = 'question') => {
    const res = await server.api.post<{ id: string; status: number }>(`${API}/${path}`, { title: `A probed question ${Math.random().toString(36).slice(2, 8)}`, content, tags: [{ slug_name: 'probed' }], ...extra }, { token: member.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };
  const entry = async (objectId: string) =>
    (await server.api.get<{ list: { review_id: number; object_type: string; reason: string; submitter_display_name: string }[] }>(`${API}/review/pending/post/page`, { token: admin.token, query: { object_id: objectId } })).data.list[0];

  it('asks every provider; any one of them holds the post, with its own name and reason', async () => {
    expect((await ask(BODY)).status).toBe(1);
    const held = await ask(`Please probe-hold this one. ${BODY}`);
    expect(held.status).toBe(11);
    expect(await entry(held.id)).toMatchObject({ object_type: 'question', reason: 'held by the probe', submitter_display_name: 'Probe reviewer' });
  });

  it('lets a post through when a reviewer fails, instead of refusing the member', async () => {
    expect((await ask(`This one makes the probe-explode. ${BODY}`)).status).toBe(1);
  });

  it("holds a question asked with its own answer together, each in the queue, and lists them on the admin's pending tab", async () => {
    const res = await server.api.post<{ id: string; status: number }>(`${API}/question/answer`, {
      title: 'A probed question with its own answer', content: `probe-hold ${BODY}`, tags: [{ slug_name: 'probed' }], answer_content: 'The asker answers it at once.',
    }, { token: member.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    expect(res.data.status).toBe(11);
    const answers = await server.api.get<{ list: { id: string; status: number }[] }>(`${API}/answer/page`, { token: member.token, query: { question_id: res.data.id } });
    expect(answers.data.list.map((a) => a.status)).toEqual([11]);
    expect(await entry(answers.data.list[0]!.id)).toMatchObject({ object_type: 'answer', reason: 'held by the probe' });
    const pending = await server.api.get<{ list: { id: string }[] }>('/answer/admin/api/question/page', { token: admin.token, query: { status: 'pending' } });
    expect(pending.data.list.map((q) => q.id)).toContain(res.data.id);
  });
});
