import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { FullTextDialectPoint } from './api.ts';
import { SqlSearchEngine } from './sql-search-engine.ts';

/** The whole index's count, as SqlSearchEngine.recount reads it (not a search's own, which is limited). */
const WHOLE_COUNT = /^select count\(\*\) as .n. from .search_doc.$/;
const CONDITION = { words: ['anything'], tagGroups: [], includeHidden: false, order: 'relevance' as const, page: 1, size: 5 };

describe.each(testEngines())('the search index counted as the server starts (warm), on %s', (engine) => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'search', 'search-sql'] });
    server.kernel.db.on('query', (q: { sql: string }) => statements.push(q.sql));
    // The site's own engine warmed as the server started; once a search through it has answered,
    // that count is done and cannot land among the statements below.
    expect((await server.api.get('/answer/api/v1/search', { query: { q: 'anything' } })).code).toBe(200);
  });
  afterAll(() => server.close());

  const fresh = () => new SqlSearchEngine(() => server.kernel.db, () => server.kernel.host.extensions.all(FullTextDialectPoint), () => server.kernel.clock.now());
  const wholeCounts = () => statements.filter((sql) => WHOLE_COUNT.test(sql)).length;

  it('counts once warmed, so the first search does not wait for a count of the whole index', async () => {
    const search = fresh();
    statements.length = 0;
    search.warm();
    await expect.poll(wholeCounts).toBe(1);
    statements.length = 0;
    await search.search(CONDITION);
    expect(statements.some((sql) => sql.includes('search_doc'))).toBe(true);
    expect(wholeCounts()).toBe(0);
  });

  it('a search that comes while the first count runs waits for it instead of counting again', async () => {
    const search = fresh();
    statements.length = 0;
    search.warm();
    await search.search(CONDITION);
    expect(wholeCounts()).toBe(1);
  });
});
