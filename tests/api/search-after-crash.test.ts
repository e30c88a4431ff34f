import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/redis.ts';
import { serverEngines, TwoProcessSite, V1 } from '../support/two-process-site.ts';
import { SERVERS } from '../support/test-server.ts';

/**
 * Issue 24 item 3, "nothing is lost when a process dies", for the search index: a question is
 * acknowledged, its index write is queued in the process's memory, and the process is killed
 * before the write lands (here: the index table is renamed away, so every try fails and is
 * retried). The next process to start writes it: the change was noted in the question's own
 * transaction.
 */
describe.each(serverEngines())('an index write owed by a killed process, on %s', (engine) => {
  const site = new TwoProcessSite(engine);
  let db: Knex;
  const rename = (from: string, to: string) => db.raw(engine === 'mysql' ? `RENAME TABLE \`${from}\` TO \`${to}\`` : `ALTER TABLE "${from}" RENAME TO "${to}"`);
  const found = async (server: number, words: string) => {
    const res = await site.request<{ count: number }>(server, 'GET', `${V1}/search?q=${encodeURIComponent(words)}&page=1&size=10`);
    return res.code === 200 && res.data.count > 0;
  };
  const ask = (title: string) => site.admin<{ id: string }>(0, 'POST', `${V1}/question`, {
    title, content: 'A body long enough to pass the rules, about durable queues.', tags: [{ slug_name: 'durability', display_name: 'durability' }],
  });

  beforeAll(async () => {
    await site.open();
    expect(site.init().stderr).toBe('');
    expect(site.quorum('plugin', 'disable', 'captcha-basic').status).toBe(0);
    await site.start(1);
    const server = SERVERS[engine];
    db = knexFactory(engine === 'mysql'
      ? { client: 'mysql2', connection: { host: server.host, port: server.port, user: server.user, password: server.password, database: site.database.name } }
      : { client: 'pg', connection: { host: server.host, port: server.port, user: server.user, password: server.password, database: site.database.name } });
  }, 240_000);
  afterAll(async () => {
    await db?.destroy();
    await site.close();
  });

  it('is written by the next process to start, and nothing stays owed', async () => {
    expect((await ask('Indexed while the process lives: lighthouse')).code).toBe(200);
    await waitFor(() => found(0, 'lighthouse'), 15_000);

    await rename('search_doc', 'search_doc_away');
    const asked = await ask('Owed to the index when the process died: windmill');
    expect(asked.code).toBe(200);
    // the write was tried and failed (it is retried from memory), and the debt is on record
    await waitFor(async () => (await db('search_pending').where({ question_id: asked.data.id })).length === 1, 15_000);
    await site.kill(0);
    await rename('search_doc_away', 'search_doc');

    await site.start(1);
    await waitFor(() => found(1, 'windmill'), 30_000);
    await waitFor(async () => (await db('search_pending').count({ n: '*' }))[0]!.n == 0, 15_000);
  }, 240_000);
});
