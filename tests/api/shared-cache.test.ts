import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { REDIS_TEST_URL, startRedisServer, waitFor } from '../support/redis.ts';
import { ask } from '../support/posts.ts';
import { MailerPoint } from '../../kernel/provider-api.ts';
import { OutboxMailer } from '../../plugins/mail-smtp/server/outbox-mailer.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../plugins/mail-smtp/server/loopback-smtp.ts';

/** A kernel's mail queue (the mail-smtp plugin's), drained by hand. */
function queue(server: TestServer): OutboxMailer {
  const mailer = server.kernel.host.extensions.one(MailerPoint);
  if (!(mailer instanceof OutboxMailer)) throw new Error('mail-smtp does not provide the mailer');
  return mailer;
}

const V1 = '/answer/api/v1';
const LOGIN = `${V1}/user/login/email`;

/**
 * Issue 24 item 2: two kernels serving one site (one MariaDB database, one Redis) share everything
 * that shapes a request. Each kernel keeps its own memory, as two processes would; what one does
 * must be seen through the other within a second.
 */
describe.each(testEngines().filter((e) => e !== 'sqlite'))('one site served by two kernels sharing Redis, on %s', (engine) => {
  const prefix = `test:${randomUUID()}:`;
  let one: TestServer;
  let two: TestServer;
  let admin: TestUser;
  let smtp: LoopbackSmtp;

  beforeAll(async () => {
    const plugins = ['markdown', 'tags', 'questions', 'captcha-basic', 'mail-smtp'];
    // no option overrides: the limits are the site's own
    one = await startTestServer({ engine, plugins, cache: { engine: 'redis', url: REDIS_TEST_URL, prefix }, rateLimits: {} });
    two = await startTestServer({ plugins, joining: one, rateLimits: {} });
    admin = await one.admin();
    smtp = await startLoopbackSmtp({ tls: 'none' });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await smtp?.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('serves both from the shared cache', () => {
    expect(one.kernel.cache.sharedCache?.label).toBe(REDIS_TEST_URL);
    expect(two.kernel.cache.sharedCache?.label).toBe(REDIS_TEST_URL);
  });

  it('shows a settings change made through one through the other at once', async () => {
    const siteName = async (server: TestServer) => ((await server.api.get<{ general: { name: string } }>(`${V1}/siteinfo`)).data.general.name);
    expect(await siteName(two)).toBe('Quorum Test');
    const general = (await one.api.get<Record<string, unknown>>('/answer/admin/api/siteinfo/general', { token: admin.token })).data;
    expect((await one.api.put('/answer/admin/api/siteinfo/general', { ...general, name: 'Renamed through one' }, { token: admin.token })).code).toBe(200);
    await waitFor(async () => (await siteName(two)) === 'Renamed through one');
  });

  it("drops the other's kept visitor answers when a question is asked through one", async () => {
    const [member, other] = [await one.createUser({ rank: 1000 }), await one.createUser({ rank: 1000 })];
    const titles = async () => (await two.api.get<{ list: { title: string }[] }>(`${V1}/question/page`, { query: { order: 'newest' } })).data.list.map((q) => q.title);
    await ask(one, member, 'Kept before any question of this test');
    await titles(); // kept by two for visitors
    await titles();
    await ask(one, other, 'Asked through the first kernel');
    await waitFor(async () => (await titles()).includes('Asked through the first kernel'));
  });

  it('ends a session through either kernel', async () => {
    const member = await one.createUser();
    const signedIn = async () => (await two.api.get<{ id?: string } | null>(`${V1}/user/info`, { token: member.token })).data?.id;
    expect(await signedIn()).toBe(member.id);
    expect((await one.api.get(`${V1}/user/logout`, { token: member.token })).code).toBe(200);
    expect(await signedIn()).toBeUndefined();
  });

  it('switches a plugin off and on for both', async () => {
    const listed = async (server: TestServer) => (await server.api.get<{ slug_name: string; enabled: boolean }[]>(`${V1}/plugin/status`)).data.find((p) => p.slug_name === 'captcha-basic')?.enabled;
    expect(await listed(two)).toBe(true);
    expect((await one.api.put('/answer/admin/api/plugin/status', { plugin_slug_name: 'captcha-basic', enabled: false }, { token: admin.token })).code).toBe(200);
    await waitFor(async () => (await listed(two)) === false);
    expect((await one.api.put('/answer/admin/api/plugin/status', { plugin_slug_name: 'captcha-basic', enabled: true }, { token: admin.token })).code).toBe(200);
    await waitFor(async () => (await listed(two)) === true);
  });

  it('delivers each queued mail once while both kernels drain the one outbox at the same time', async () => {
    const smtpSettings = {
      from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
    };
    expect((await one.api.put('/answer/admin/api/setting/smtp', smtpSettings, { token: admin.token })).code).toBe(200);
    const addresses = Array.from({ length: 40 }, (_, i) => `once-${i}@q.example`);
    // queued through both kernels' Mailer port, as plugins queue mail
    await Promise.all(addresses.map((to, i) => (i % 2 ? one : two).kernel.mailer.send({ to, subject: `Mail ${i}`, html: '<p>x</p>', text: 'x' })));
    await Promise.all([queue(one).drain(), queue(two).drain(), queue(one).drain(), queue(two).drain()]);
    await waitFor(async () => Number((await one.kernel.db('mail_outbox').whereIn('to_address', addresses).andWhere({ status: 'sent' }).count({ n: '*' }))[0]!.n) === addresses.length);
    for (const to of addresses) expect(smtp.to(to), to).toHaveLength(1);
  });

  it("counts an account's login failures once across both (10 in all, not 10 through each)", async () => {
    const victim = await one.createUser();
    const fail = (server: TestServer, i: number) => server.api.post(LOGIN, { e_mail: victim.email, pass: `guess-${i}` }, { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
    for (let i = 0; i < 10; i++) expect((await fail(i % 2 ? one : two, i)).status).toBe(400);
    expect((await fail(one, 20)).status).toBe(429);
    expect((await fail(two, 21)).status).toBe(429);
  });
});

describe('a site whose Redis goes away while it serves', () => {
  it('keeps answering without it, says so on /healthz, and takes it up again without a restart', async () => {
    const redis = await startRedisServer();
    const server = await startTestServer({ cache: { engine: 'redis', url: redis.url, prefix: 'site:' }, plugins: ['markdown', 'tags', 'questions'] });
    const health = async () => {
      const res = await fetch(`${server.url}/healthz`);
      return `${res.status} ${await res.text()}`;
    };
    try {
      expect(await health()).toBe('200 OK');
      const admin = await server.admin();
      await redis.stop();
      await waitFor(async () => (await health()) === '503 unavailable: cache');
      // visitors and members are still served; a write still reaches visitors at once (nothing is kept meanwhile)
      expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
      expect((await server.login('admin@quorum.test', admin.password)).token).toBeTruthy();
      await ask(server, admin, 'Asked while Redis was away');
      const titles = async () => (await server.api.get<{ list: { title: string }[] }>(`${V1}/question/page`, { query: { order: 'newest' } })).data.list.map((q) => q.title);
      expect(await titles()).toContain('Asked while Redis was away');

      await redis.start();
      await waitFor(async () => (await health()) === '200 OK');
      expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
      expect(server.kernel.cache.coherent()).toBe(true);
    } finally {
      await server.close();
      await redis.stop();
    }
  });

  it('answers /healthz with OK on a site keeping its cache in memory', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.url}/healthz`);
      expect(`${res.status} ${await res.text()}`).toBe('200 OK');
    } finally {
      await server.close();
    }
  });
});
