import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import * as descriptionColumn from '../../migrations/003_question_description.ts';
import { DESCRIPTION_LENGTH } from '../questions/question-description.ts';
import { API, ask, info, questionPlugins, type QuestionData } from './question-test-kit.ts';

type Listed = { count: number; list: (QuestionData & { description: string })[] };

describe.each(testEngines())('question descriptions on %s', (engine) => {
  let server: TestServer;
  let alice: TestUser;
  const listed = async (tag: string) => (await server.api.get<Listed>(`${API}/question/page`, { query: { tag, order: 'newest' } })).data.list;
  const stored = async (id: string) => ((await server.kernel.db('question').where({ id }).first('description')) as { description: string | null }).description;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    alice = await server.createUser();
  });
  afterAll(() => server.close());

  it('stores the excerpt when asking and shows the new one after an edit', async () => {
    const tags = [{ slug_name: 'excerpts' }];
    const q = await ask(server, alice, { title: 'A question with markdown', content: 'A **bold** start with a [link](https://quorum.test) and `code`.', tags });
    expect(await stored(q.id)).toBe('A bold start with a link and code.');
    expect((await listed('excerpts'))[0]).toMatchObject({ id: q.id, description: 'A bold start with a link and code.' });
    const edit = { id: q.id, title: 'A question with markdown', content: '# Edited\n\nThe body *changed* completely.', tags };
    expect((await server.api.put(`${API}/question`, edit, { token: alice.token })).code).toBe(200);
    expect((await listed('excerpts'))[0]).toMatchObject({ id: q.id, description: 'Edited The body changed completely.' });
    expect((await info(server, q.id)).data).toMatchObject({ description: 'Edited The body changed completely.' });
  });

  it('stores the excerpt of a question asked with its answer, cut to the list length', async () => {
    const body = { title: 'Asked and answered at once', content: `Long ${'word '.repeat(100)}`, tags: [{ slug_name: 'self-answered' }], answer_content: 'The answer to it, long enough.' };
    const res = await server.api.post<QuestionData>(`${API}/question/answer`, body, { token: alice.token });
    expect(res.code).toBe(200);
    const description = await stored(res.data.id);
    expect([...description!]).toHaveLength(DESCRIPTION_LENGTH);
    expect(description).toMatch(/^Long word word .*…$/);
    expect((await listed('self-answered'))[0]!.description).toBe(description);
  });

  it('gives a question written before the column its excerpt when a list first shows it', async () => {
    const q = await ask(server, alice, { content: 'Written *before* the upgrade.', tags: [{ slug_name: 'upgraded' }] });
    // Back to the schema before the migration and forward again: the row is now one an older site wrote.
    await descriptionColumn.down(server.kernel.db);
    await descriptionColumn.up(server.kernel.db);
    expect(await stored(q.id)).toBeNull();
    expect((await info(server, q.id)).data).toMatchObject({ description: 'Written before the upgrade.' });
    expect((await listed('upgraded'))[0]).toMatchObject({ id: q.id, description: 'Written before the upgrade.' });
    expect(await stored(q.id)).toBe('Written before the upgrade.');
  });
});
