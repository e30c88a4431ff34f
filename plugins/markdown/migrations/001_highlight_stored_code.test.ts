import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../../tests/support/posts.ts';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { up } from './001_highlight_stored_code.ts';

const FENCE = '```ts\nconst stored = 1;\n```';
/** What the renderer stored for FENCE before code was highlighted. */
const PLAIN = '<pre><code class="language-ts">const stored = 1;\n</code></pre>\n';

describe.each(testEngines())('highlighting posts stored before highlighting, on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    // no comments plugin: its table does not exist, and the migration passes it by
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions'] });
  });
  afterAll(() => server.close());

  it('renders again the stored HTML of rows with a language fence, and leaves other rows and columns alone', async () => {
    const admin = await server.admin();
    const withCode = await ask(server, admin, 'A question whose code was stored plain');
    const withoutCode = await ask(server, admin, 'A question with no code at all');
    const member = await server.createUser();
    const db = server.kernel.db;
    // as the renderer stored them before highlighting (the only write not made through the API:
    // there is no other way to have HTML of the previous renderer)
    await db('question').where({ id: withCode }).update({ original_text: `Before:\n\n${FENCE}`, parsed_text: `<p>Before:</p>\n${PLAIN}` });
    const untouched = await db('question').where({ id: withoutCode }).first('parsed_text', 'updated_at');
    await db('user').where({ id: member.id }).update({ bio: FENCE, bio_html: PLAIN });
    const before = await db('question').where({ id: withCode }).first('updated_at', 'original_text');
    for (let i = 0; i < 3; i++) await ask(server, admin, `Filler question ${i} for the batches`);

    await up(db);

    const question = await db('question').where({ id: withCode }).first('parsed_text', 'updated_at', 'original_text');
    expect(question.parsed_text).toBe('<p>Before:</p>\n<pre><code class="language-ts"><span class="hljs-keyword">const</span> stored = <span class="hljs-number">1</span>;\n</code></pre>\n');
    expect(question.updated_at).toEqual(before.updated_at);
    expect(question.original_text).toBe(before.original_text);
    expect(await db('question').where({ id: withoutCode }).first('parsed_text', 'updated_at')).toEqual(untouched);
    expect((await db('user').where({ id: member.id }).first('bio_html')).bio_html).toContain('<span class="hljs-keyword">const</span>');
    // the page shows it
    const res = await server.api.get<{ content: string; html: string }>('/answer/api/v1/question/info', { query: { id: withCode } });
    expect(JSON.stringify(res.data)).toContain('hljs-keyword');

    // a second run finds nothing left to change
    await up(db);
    expect((await db('question').where({ id: withCode }).first('parsed_text')).parsed_text).toBe(question.parsed_text);
  });
});
