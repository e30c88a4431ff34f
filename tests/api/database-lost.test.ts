import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVERS, startTestServer, testDatabase, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { waitFor } from '../support/redis.ts';

const V1 = '/answer/api/v1';

/**
 * Issue 24, bad input: the database lost while the site serves. Requests that need it answer
 * the envelope's 503 `base.unavailable` (not a 500), /healthz names the database, the process
 * stays up, and once the database is back the site serves again without a restart. The site
 * reaches the machine's database through a relay the test cuts and restores.
 */
describe.each(testEngines().filter((e) => e !== 'sqlite'))('the database lost while serving, on %s', (engine) => {
  let proxy: TcpProxy;
  let server: TestServer;
  let member: TestUser;
  const ask = (title: string) => server.api.post(`${V1}/question`, {
    title, content: 'A question asked while the database comes and goes.', tags: [{ slug_name: 'outage', display_name: 'outage' }],
  }, { token: member.token });

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: SERVERS[engine as 'mysql' | 'postgres'].port });
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions'], database: { ...testDatabase(engine), port: proxy.port } });
    member = await server.createUser({ rank: 1000 });
    expect((await ask('Asked before the database went away')).code).toBe(200);
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await server?.close();
    await proxy?.close();
  });

  it('answers 503 base.unavailable while it is away, and /healthz names it', async () => {
    await proxy.cut();
    const res = await ask('Asked while the database is away');
    expect(res.status).toBe(503);
    expect(res.reason).toBe('base.unavailable');
    expect(res.msg).not.toMatch(/ECONN|connect|127\.0\.0\.1|knex|select/i);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.text()).toBe('unavailable: database');
  });

  it('serves again by itself once the database is back', async () => {
    await proxy.restore();
    await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 15_000);
    expect((await ask('Asked after the database came back')).code).toBe(200);
    const list = await server.api.get(`${V1}/question/page?order=newest`);
    expect(JSON.stringify(list.data)).toContain('Asked after the database came back');
  });
});
