import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../kernel/config/quorum-home.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../plugins/mail-smtp/server/loopback-smtp.ts';
import { REDIS_TEST_URL, waitFor } from '../support/redis.ts';
import { ADMIN, serverEngines, TwoProcessSite, V1 } from '../support/two-process-site.ts';

const ENGINE_NAMES = { mysql: 'MariaDB', postgres: 'PostgreSQL' } as const;

/**
 * Issue 24, "the interface the site's operators rely on": `quorum init --cache redis://…` makes a
 * site on MariaDB or PostgreSQL and Redis, and `quorum run`, started twice on that QUORUM_HOME,
 * serves it from two processes. Whatever goes through one is seen through the other (waited
 * for, not timed).
 */
describe.each(serverEngines())('one site served by two processes on %s and Redis', (engine) => {
  const site = new TwoProcessSite(engine);
  let smtp: LoopbackSmtp;

  beforeAll(async () => {
    await site.open();
    smtp = await startLoopbackSmtp({ tls: 'none' });
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await smtp?.close();
    // `init` itself wrote the settings cache under the default prefix, before the site had its own
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys('quorum:settings:*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses a cache it cannot reach at init with one line, writing nothing', () => {
    const res = site.init('--cache', 'redis://127.0.0.1:1/0');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^quorum: cannot reach the Redis cache at redis:\/\/127\.0\.0\.1:1\/0: .*ECONNREFUSED.*\n$/);
    expect(existsSync(join(site.home, 'config.yaml'))).toBe(false);
    const wrong = site.init('--cache', 'memcached://127.0.0.1:11211');
    expect(wrong.stderr.trim()).toBe('quorum: --cache must be a URL such as redis://127.0.0.1:6379/0, got "memcached://127.0.0.1:11211"');
  }, 180_000);

  it(`installs on ${ENGINE_NAMES[engine]} and Redis, and check reports the cache`, async () => {
    const res = site.init('--cache', REDIS_TEST_URL);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect((await readConfig(site.home))!.cache).toEqual({ engine: 'redis', url: REDIS_TEST_URL });
    await site.shareCache();
    const check = site.quorum('check');
    expect(check.stdout).toContain(`ok    cache: redis at ${REDIS_TEST_URL}, shared by every process`);
    expect(check.status).toBe(0);
    // captchas would stand between this test and the mail it counts
    expect(site.quorum('plugin', 'disable', 'captcha-basic').status).toBe(0);
  }, 180_000);

  it('serves the site from two processes', async () => {
    await site.start(2);
    expect(site.adminToken).not.toBe('');
  }, 180_000);

  it('shows a settings change made through one through the other', async () => {
    const general = (await site.admin<Record<string, unknown>>(0, 'GET', `${ADMIN}/siteinfo/general`)).data;
    expect((await site.admin(0, 'PUT', `${ADMIN}/siteinfo/general`, { ...general, name: 'Two processes' })).code).toBe(200);
    await waitFor(async () => (await site.request<{ general: { name: string } }>(1, 'GET', `${V1}/siteinfo`)).data.general.name === 'Two processes');
  });

  it("shows visitors of the other a question asked through one, in the API and the server-rendered page", async () => {
    // kept for visitors by the second process
    await site.visitor(1, `${V1}/question/page?order=newest`);
    await site.visitor(1, '/questions');
    const asked = await site.admin<{ id: string }>(0, 'POST', `${V1}/question`, { title: 'Asked through the first process', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'two-processes', display_name: 'two-processes' }] });
    expect(asked.code).toBe(200);
    await waitFor(async () => (await site.visitor(1, `${V1}/question/page?order=newest`)).includes('Asked through the first process'));
    await waitFor(async () => (await site.visitor(1, '/questions')).includes('Asked through the first process'));
  });

  it('switches a plugin off and on for both', async () => {
    const enabled = async (server: number) => (await site.request<{ slug_name: string; enabled: boolean }[]>(server, 'GET', `${V1}/plugin/status`)).data.find((p) => p.slug_name === 'captcha-basic')?.enabled;
    expect((await site.admin(0, 'PUT', `${ADMIN}/plugin/status`, { plugin_slug_name: 'captcha-basic', enabled: true })).code).toBe(200);
    await waitFor(async () => (await enabled(1)) === true);
    expect((await site.admin(1, 'PUT', `${ADMIN}/plugin/status`, { plugin_slug_name: 'captcha-basic', enabled: false })).code).toBe(200);
    await waitFor(async () => (await enabled(0)) === false);
  });

  it('counts votes cast through both at once exactly: the question and its author, read through either', async () => {
    expect((await site.admin(0, 'PUT', `${ADMIN}/setting/privileges`, { level: 1 })).code).toBe(200);
    const voters = await site.members(20, 'voter');
    // The administrator asks: its opening reputation is no day's gain, so the day's cap is 20 votes' worth.
    const question = { title: 'A question twenty members vote up', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'two-processes' }] };
    const asked = await site.admin<{ id: string }>(0, 'POST', `${V1}/question`, question);
    expect(asked.code).toBe(200);
    const rank = async (server: number) => (await site.request<{ rank: number }>(server, 'GET', `${V1}/personal/user/info?username=boss`)).data.rank;
    const before = await rank(0);
    const listed = async (server: number) => JSON.parse(await site.visitor(server, `${V1}/question/page?order=newest`)).data.list
      .find((q: { id: string }) => q.id === asked.data.id)?.vote_count as number | undefined;
    // both keep the list for visitors, at no votes
    for (const server of [0, 1]) expect(await listed(server)).toBe(0);

    const votes = await Promise.all(voters.map((voter, i) => site.request(i % 2, 'POST', `${V1}/vote/up`, { token: voter.token, ip: site.address(), body: { object_id: asked.data.id } })));
    expect(votes.map((vote) => vote.code)).toEqual(voters.map(() => 200));
    for (const server of [0, 1]) {
      expect((await site.request<{ vote_count: number }>(server, 'GET', `${V1}/question/info?id=${asked.data.id}`)).data.vote_count).toBe(20);
      // +10 a vote, 200 in all: a lost update shows here (a vote counted twice, in vote_count: the cap hides it here)
      expect(await rank(server)).toBe(before + 200);
      await waitFor(async () => (await listed(server)) === 20);
    }
  }, 60_000);

  it('shows a red dot caused through one through the other', async () => {
    const [asker, answerer] = await site.members(2, 'dot');
    const question = { title: 'A question whose answer lights a red dot', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'two-processes' }] };
    const asked = await site.request<{ id: string }>(0, 'POST', `${V1}/question`, { token: asker!.token, body: question });
    expect(asked.code).toBe(200);
    const inbox = async (server: number) => (await site.request<{ inbox: number }>(server, 'GET', `${V1}/notification/status`, { token: asker!.token })).data.inbox;
    expect(await inbox(1)).toBe(0);
    const answered = await site.request(0, 'POST', `${V1}/answer`, { token: answerer!.token, body: { question_id: asked.data.id, content: 'An answer through the first process.' } });
    expect(answered.code).toBe(200);
    await waitFor(async () => (await inbox(1)) === 1);
  });

  it('delivers each queued mail exactly once, whichever process queued it', async () => {
    await site.mailThrough(smtp);
    const emails = Array.from({ length: 12 }, (_, i) => `member${i}@two.test`);
    for (const [i, email] of emails.entries()) expect((await site.admin(i % 2, 'POST', `${ADMIN}/user`, { display_name: `Member ${i}`, email, password: 'member-pass-1' })).code).toBe(200);
    // as visitors, each from an address of its own
    const reset = (i: number) => site.request(i % 2, 'POST', `${V1}/user/password/reset`, { body: { e_mail: emails[i] }, ip: `198.51.100.${i + 1}` });
    for (const res of await Promise.all(emails.map((_, i) => reset(i)))) expect(res.code).toBe(200);
    await waitFor(() => emails.every((email) => smtp.to(email).length > 0), 30_000);
    // both processes' workers have looked at the outbox since: nothing went twice
    for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
  });

  it('ends a session through either process', async () => {
    const own = await site.login(1, 'member0@two.test', 'member-pass-1');
    const info = async (server: number) => (await site.request<{ id?: string } | null>(server, 'GET', `${V1}/user/info`, { token: own.token })).data?.id;
    expect(await info(0)).toBeTruthy();
    await site.request(0, 'GET', `${V1}/user/logout`, { token: own.token });
    expect(await info(1)).toBeUndefined();
  });

  it("counts an account's login failures once across both (login_account: 10 in all, not 10 a process)", async () => {
    const fail = (i: number) => site.request(i % 2, 'POST', `${V1}/user/login/email`, { body: { e_mail: 'member1@two.test', pass: `guess-${i}` }, ip: `203.0.113.${i + 1}` });
    for (let i = 0; i < 10; i++) expect((await fail(i)).status).toBe(400);
    expect((await fail(10)).status).toBe(429);
    expect((await fail(11)).status).toBe(429);
  });
});
