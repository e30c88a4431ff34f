import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, writeConfig } from '../../kernel/config/quorum-home.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { CAPTCHA_KEY_PREFIX, type IssuedCaptcha } from '../../plugins/captcha-basic/server/basic-captcha.ts';

const LOGIN = '/answer/api/v1/user/login/email';

/** Issue 10: login limits count failures (per address and per account), never successes. */
describe.each(testEngines())('login limits on %s', (engine) => {
  let server: TestServer;
  let members: TestUser[];

  beforeAll(async () => {
    // No option overrides: the defaults and config.yaml decide, as on a real site.
    server = await startTestServer({ engine, plugins: ['captcha-basic'], rateLimits: {} });
    members = await Promise.all(Array.from({ length: 40 }, () => server.createUser()));
  });
  afterAll(() => server.close());

  const login = (e_mail: string, pass: string, extra: object = {}, options: { ip?: string; language?: string } = {}) =>
    server.api.post<{ access_token: string }>(LOGIN, { e_mail, pass, ...extra }, { language: options.language, headers: options.ip ? { 'x-forwarded-for': options.ip } : undefined });

  it('lets 40 members in from one address within a minute, while the fourth wrong password asks for a captcha', async () => {
    for (const m of members) expect((await login(m.email, m.password)).code, m.email).toBe(200);
    const [target] = members;
    for (let i = 0; i < 3; i++) expect(await login(target!.email, 'not-the-password')).toMatchObject({ status: 400, data: [{ error_field: 'e_mail' }] });
    const challenge = await server.api.get<{ verify: boolean; captcha_id?: string }>('/answer/api/v1/user/action/record', { query: { action: 'password' } });
    expect(challenge.data.verify).toBe(true);
    expect(await login(target!.email, 'not-the-password')).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const code = (await server.kernel.cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + challenge.data.captcha_id))?.code;
    expect((await login(target!.email, target!.password, { captcha_id: challenge.data.captcha_id, captcha_code: code })).code).toBe(200);
    // A success clears the address's failures: the office goes on without captchas.
    expect((await login(members[1]!.email, members[1]!.password)).code).toBe(200);
  });

  it('refuses an account that failed too often from many addresses, with the wait in a header and the message', async () => {
    const victim = members[2]!;
    // Ten addresses behind the local proxy, one wrong password each (default login_account: 10 in 5 minutes).
    for (let i = 0; i < 10; i++) expect((await login(victim.email, `guess-${i}`, {}, { ip: `198.51.100.${i + 1}` })).status).toBe(400);
    const res = await fetch(`${server.url}${LOGIN}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99', 'accept-language': 'zh_CN' },
      body: JSON.stringify({ e_mail: victim.email, pass: victim.password }),
    });
    const body = (await res.json()) as { reason: string; msg: string };
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    expect(body).toMatchObject({ reason: 'error.rate_limited', msg: `尝试次数过多，请 ${wait} 秒后再试。` });
    // Asked a moment later, the wait may be a second shorter.
    const again = await login(victim.email, victim.password, {}, { ip: '198.51.100.98' });
    expect(again.status).toBe(429);
    const waitAgain = Number(/^Too many attempts\. Please try again in (\d+) seconds\.$/.exec(again.msg)?.[1]);
    expect(waitAgain).toBeGreaterThanOrEqual(wait - 2);
    expect(waitAgain).toBeLessThanOrEqual(wait);
    // Another member from those addresses is not held back by it.
    expect((await login(members[3]!.email, members[3]!.password, {}, { ip: '198.51.100.1' })).code).toBe(200);
  });

  it('reads every limit from config.yaml and believes X-Forwarded-For only from listed proxies', async () => {
    const config = (await readConfig(server.home))!;
    await writeConfig(server.home, { ...config, rate_limits: { login: { limit: 2 } }, trust_proxy: ['192.0.2.0/24'] });
    server.kernel.config = await readConfig(server.home);
    expect(server.kernel.rateLimits.login).toEqual({ limit: 2, windowSeconds: 300 });
    // The test client is on loopback, no longer a trusted proxy: the forwarded addresses are ignored
    // and every attempt counts against 127.0.0.1 (whose earlier failures are cleared first).
    await server.kernel.cache.delete('rate:login:ip:127.0.0.1');
    const m = members[4]!;
    expect((await login(m.email, 'wrong-1', {}, { ip: '203.0.113.1' })).status).toBe(400);
    expect((await login(m.email, 'wrong-2', {}, { ip: '203.0.113.2' })).status).toBe(400);
    expect((await login(members[5]!.email, members[5]!.password, {}, { ip: '203.0.113.3' })).status).toBe(429);
    await writeConfig(server.home, config);
    server.kernel.config = await readConfig(server.home);
  });
});
