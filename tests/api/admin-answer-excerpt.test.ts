import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../support/posts.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';

const MARKDOWN = '**Use** a [context manager](https://docs.python.org/3/) so the file closes:\n\n```python\nwith open(path) as f:\n    pass\n```';

/** Issue 23: the admin's answer list showed an answer's Markdown source; it shows its plain text. */
describe.each(testEngines())('the admin answer list on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'markdown', 'questions', 'tags', 'reputation'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  it('gives each answer a plain-text excerpt, not its Markdown', async () => {
    const questionId = await ask(server, admin, 'How do I make sure a file gets closed?');
    const posted = await server.api.post('/answer/api/v1/answer', { question_id: questionId, content: MARKDOWN }, { token: admin.token });
    expect(posted.code).toBe(200);
    const page = await server.api.get<{ list: { excerpt: string }[] }>('/answer/admin/api/answer/page', { query: { status: 'normal' }, token: admin.token });
    const excerpt = page.data.list[0]!.excerpt;
    expect(excerpt).toContain('Use a context manager so the file closes');
    expect(excerpt).not.toMatch(/\*\*|\]\(|```/);
  });
});
