import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import knexFactory from 'knex';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, writeConfig } from '../../kernel/config/quorum-home.ts';
import { QUORUM_BIN, initFlags, quorum } from '../../cli/spawn-quorum.ts';
import { freePort, spawnNode, stopper, waitUntilServing } from '../perf/server-process.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../plugins/mail-smtp/server/loopback-smtp.ts';
import { waitFor } from '../support/redis.ts';
import { testEngines } from '../support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const REDIS = 'redis://127.0.0.1:6379/9';

interface Envelope<T = unknown> { code: number; reason: string; data: T; status: number }

/**
 * Issue 24, "the interface the site's operators rely on": `quorum init --cache redis://…` makes a
 * site on MariaDB and Redis, and `quorum run`, started twice on that QUORUM_HOME, serves it from
 * two processes. Whatever goes through one is seen through the other (waited for, not timed).
 */
describe.each(testEngines().filter((e) => e === 'mysql'))('one site served by two processes on %s and Redis', () => {
  const database = `quorum_t_${randomBytes(5).toString('hex')}`;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  let home: string;
  let smtp: LoopbackSmtp;
  const servers: { url: string; child: ChildProcess }[] = [];
  let token = '';

  const call = async <T,>(server: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> => {
    const res = await fetch(`${servers[server]!.url}${path}`, {
      method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { ...((await res.json()) as Envelope<T>), status: res.status };
  };

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-two-'));
    smtp = await startLoopbackSmtp({ tls: 'none' });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await stopper(server.child)(10_000);
    await smtp?.close();
    const db = knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: 3306, user: 'root', password: '' } });
    await db.raw(`DROP DATABASE IF EXISTS \`${database}\``);
    await db.destroy();
    const redis = new Redis(REDIS);
    const keys = [...(await redis.keys(`${prefix}*`)), ...(await redis.keys('quorum:settings:*'))];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await rm(home, { recursive: true, force: true });
  });

  it('refuses a cache it cannot reach at init with one line, writing nothing', () => {
    const res = quorum(home, ...initFlags('--db', 'mysql', '--db-name', database), '--cache', 'redis://127.0.0.1:1/0');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^quorum: cannot reach the Redis cache at redis:\/\/127\.0\.0\.1:1\/0: .*ECONNREFUSED.*\n$/);
    expect(existsSync(join(home, 'config.yaml'))).toBe(false);
    const wrong = quorum(home, ...initFlags('--db', 'mysql', '--db-name', database), '--cache', 'memcached://127.0.0.1:11211');
    expect(wrong.stderr.trim()).toBe('quorum: --cache must be a URL such as redis://127.0.0.1:6379/0, got "memcached://127.0.0.1:11211"');
  }, 180_000);

  it('installs on MariaDB and Redis, and check reports the cache', async () => {
    const res = quorum(home, ...initFlags('--db', 'mysql', '--db-name', database), '--cache', REDIS);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const config = (await readConfig(home))!;
    expect(config.cache).toEqual({ engine: 'redis', url: REDIS });
    // this test's own keys: a prefix of its own
    await writeConfig(home, { ...config, cache: { ...config.cache!, prefix } });
    const check = quorum(home, 'check');
    expect(check.stdout).toContain(`ok    cache: redis at ${REDIS}, shared by every process`);
    expect(check.status).toBe(0);
    // captchas would stand between this test and the mail it counts
    expect(quorum(home, 'plugin', 'disable', 'captcha-basic').status).toBe(0);
  }, 180_000);

  it('serves the site from two processes', async () => {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawnNode([QUORUM_BIN, 'run', '--no-build', '--port', String(port)], { QUORUM_HOME: home, LOG_LEVEL: 'warn' });
      servers.push({ url: `http://127.0.0.1:${port}`, child });
    }
    for (const server of servers) await waitUntilServing(`${server.url}/healthz`, server.child, 120_000);
    const login = await call<{ access_token: string }>(0, 'POST', `${V1}/user/login/email`, { e_mail: 'boss@cli.test', pass: 'boss-pass-1' });
    expect(login.code).toBe(200);
    token = login.data.access_token;
  }, 180_000);

  it('shows a settings change made through one through the other', async () => {
    const general = (await call<Record<string, unknown>>(0, 'GET', `${ADMIN}/siteinfo/general`)).data;
    expect((await call(0, 'PUT', `${ADMIN}/siteinfo/general`, { ...general, name: 'Two processes' })).code).toBe(200);
    await waitFor(async () => (await call<{ general: { name: string } }>(1, 'GET', `${V1}/siteinfo`)).data.general.name === 'Two processes');
  });

  it("shows visitors of the other a question asked through one, in the API and the server-rendered page", async () => {
    const visitor = async (path: string) => (await fetch(`${servers[1]!.url}${path}`)).text();
    // kept for visitors by the second process
    await visitor(`${V1}/question/page?order=newest`);
    await visitor('/questions');
    const asked = await call<{ id: string }>(0, 'POST', `${V1}/question`, { title: 'Asked through the first process', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'two-processes', display_name: 'two-processes' }] });
    expect(asked.code).toBe(200);
    await waitFor(async () => (await visitor(`${V1}/question/page?order=newest`)).includes('Asked through the first process'));
    await waitFor(async () => (await visitor('/questions')).includes('Asked through the first process'));
  });

  it('switches a plugin off and on for both', async () => {
    const enabled = async (server: number) => (await call<{ slug_name: string; enabled: boolean }[]>(server, 'GET', `${V1}/plugin/status`)).data.find((p) => p.slug_name === 'captcha-basic')?.enabled;
    expect((await call(0, 'PUT', `${ADMIN}/plugin/status`, { plugin_slug_name: 'captcha-basic', enabled: true })).code).toBe(200);
    await waitFor(async () => (await enabled(1)) === true);
    expect((await call(1, 'PUT', `${ADMIN}/plugin/status`, { plugin_slug_name: 'captcha-basic', enabled: false })).code).toBe(200);
    await waitFor(async () => (await enabled(0)) === false);
  });

  it('delivers each queued mail exactly once, whichever process queued it', async () => {
    const smtpSettings = {
      from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
    };
    expect((await call(0, 'PUT', `${ADMIN}/setting/smtp`, smtpSettings)).code).toBe(200);
    const emails = Array.from({ length: 12 }, (_, i) => `member${i}@two.test`);
    for (const [i, email] of emails.entries()) expect((await call(i % 2, 'POST', `${ADMIN}/user`, { display_name: `Member ${i}`, email, password: 'member-pass-1' })).code).toBe(200);
    // as visitors (no token), each from an address of its own
    const reset = (i: number) => call(i % 2, 'POST', `${V1}/user/password/reset`, { e_mail: emails[i] }, { authorization: '', 'x-forwarded-for': `198.51.100.${i + 1}` });
    for (const res of await Promise.all(emails.map((_, i) => reset(i)))) expect(res.code).toBe(200);
    await waitFor(() => emails.every((email) => smtp.to(email).length > 0), 30_000);
    // both processes' workers have looked at the outbox since: nothing went twice
    for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
  });

  it('ends a session through either process', async () => {
    const own = await call<{ access_token: string }>(1, 'POST', `${V1}/user/login/email`, { e_mail: 'member0@two.test', pass: 'member-pass-1' });
    expect(own.code).toBe(200);
    const info = async (server: number) => (await fetch(`${servers[server]!.url}${V1}/user/info`, { headers: { authorization: own.data.access_token } }).then((r) => r.json() as Promise<Envelope<{ id?: string } | null>>)).data?.id;
    expect(await info(0)).toBeTruthy();
    await fetch(`${servers[0]!.url}${V1}/user/logout`, { headers: { authorization: own.data.access_token } });
    expect(await info(1)).toBeUndefined();
  });

  it("counts an account's login failures once across both (login_account: 10 in all, not 10 a process)", async () => {
    const fail = (i: number) => call(i % 2, 'POST', `${V1}/user/login/email`, { e_mail: 'member1@two.test', pass: `guess-${i}` }, { authorization: '', 'x-forwarded-for': `203.0.113.${i + 1}` });
    for (let i = 0; i < 10; i++) expect((await fail(i)).status).toBe(400);
    expect((await fail(10)).status).toBe(429);
    expect((await fail(11)).status).toBe(429);
  });
});
