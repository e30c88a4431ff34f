import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { FullTextDialectPoint } from './api.ts';
import { SqlSearchEngine } from './sql-search-engine.ts';

/** The statement each engine refreshes the planner's statistics of the index with, as knex logs it. */
const REFRESH: Record<string, RegExp | undefined> = { postgres: /^analyze [`"]search_doc[`"]$/, mysql: /^analyze table `search_doc`$/, sqlite: undefined };

describe.each(testEngines())('a rebuilt search index gets fresh planner statistics, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'search', 'search-sql'] });
  });
  afterAll(() => server.close());

  it('refreshes them once a rebuild has finished, and the index still answers', async () => {
    const statements: string[] = [];
    const note = (q: { sql: string }) => statements.push(q.sql);
    const index = new SqlSearchEngine(() => server.kernel.db, () => server.kernel.host.extensions.all(FullTextDialectPoint), () => server.kernel.clock.now());
    server.kernel.db.on('query', note);
    try {
      await index.rebuildFinish(await index.rebuildStart());
    } finally {
      server.kernel.db.off('query', note);
    }
    const refresh = REFRESH[engine];
    expect(statements.filter((sql) => /^analyze/i.test(sql))).toHaveLength(refresh ? 1 : 0);
    if (refresh) expect(statements.at(-1)).toMatch(refresh);
    expect((await server.api.get('/answer/api/v1/search', { query: { q: 'anything' } })).code).toBe(200);
    if (engine !== 'postgres') return;
    // PostgreSQL's own record of it (reported at the end of the statement's transaction)
    const analyzed = async () => (await server.kernel.db('pg_stat_user_tables').where({ relname: 'search_doc' }).first('last_analyze'))?.last_analyze;
    await expect.poll(analyzed).not.toBeNull();
  });
});
