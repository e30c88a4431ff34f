import { Writable } from 'node:stream';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { CookieJar, signInAtProvider, startTestProvider, TEST_CLIENT, type TestProvider } from './oidc-provider-test-kit.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const NAME = 'TestID';
const SITE = 'http://quorum.test';

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Issue 27 item 1 against a real OpenID provider (oidc-provider) on loopback, configured through
 * Answer's `PUT plugin/config`: accounts made and linked, every refusal (forged state, wrong
 * nonce, replayed, expired and missing codes, unverified e-mail, a provider down or not one)
 * leaving nothing linked, linking and unlinking from the account page, single sign-on only, and
 * the client secret in no answer, log line or the OpenAPI document.
 */
describe.each(testEngines())('OpenID Connect sign-in on %s', (engine) => {
  let server: TestServer;
  let provider: TestProvider;
  let admin: TestUser;
  const logLines: string[] = [];

  const configure = (fields: Record<string, unknown>) =>
    server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'connector-oidc', config_fields: fields }, { token: admin.token });
  const useTestProvider = () =>
    configure({ name: NAME, issuer: provider.issuer, client_id: TEST_CLIENT.client_id, client_secret: TEST_CLIENT.client_secret, scopes: 'openid email profile' });

  /** Starts a sign-in at the site (its button's link) and returns the provider URL and the browser. */
  const begin = async (link = `${server.url}${V1}/connector/login/${NAME}`, jar = new CookieJar()) => {
    const res = await jar.fetch(link);
    expect(res.status).toBe(302);
    return { jar, authorization: res.headers.get('location')! };
  };
  /** The provider's redirect back, sent to the test server instead of the site URL. */
  const atSite = (back: URL) => new URL(back.pathname + back.search, server.url);
  /** Follows the site's callback; returns where the site sends the browser. */
  const land = async (jar: CookieJar, callback: URL) => {
    const res = await jar.fetch(callback);
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  };
  const signIn = async (login: string, tamper = (u: string) => u) => {
    const { jar, authorization } = await begin();
    return land(jar, atSite(await signInAtProvider(jar, tamper(authorization), login)));
  };
  const tokenOf = (location: string) => {
    expect(location).toMatch(/^\/users\/auth-landing\?access_token=/);
    return decodeURIComponent(location.split('access_token=')[1]!);
  };
  const me = async (token: string) => (await server.api.get<{ id: string; e_mail: string; username: string; mail_status: number; display_name: string }>(`${V1}/user/info`, { token })).data;
  const links = async () => Number((await server.kernel.db('connector_oidc_login').count({ n: '*' }))[0]!.n);
  const addMember = async (name: string, email: string) => {
    const res = await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: 'member-pass-1' }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return server.login(email, 'member-pass-1');
  };

  beforeAll(async () => {
    const sink = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
    server = await startTestServer({ engine, plugins: ['api-docs', 'connector-oidc'], logger: pino({ level: 'debug' }, sink) });
    provider = await startTestProvider([`${SITE}${V1}/connector/redirect/${NAME}`, `${SITE}${V1}/connector/redirect/Second`]);
    admin = await server.admin();
    expect((await useTestProvider()).code).toBe(200);
  });
  afterAll(async () => {
    await provider?.close();
    await server?.close();
  });

  it('lists the provider as a login button, and keeps its secret out of every answer', async () => {
    const buttons = await server.api.get<{ name: string; link: string }[]>(`${V1}/connector/info`);
    expect(buttons.data).toEqual([{ name: NAME, icon: '', link: `${SITE}${V1}/connector/login/${NAME}` }]);
    const config = await server.api.get<{ config: Record<string, unknown>; config_fields: { name: string; value: unknown }[] }>(`${ADMIN}/plugin/config`, { token: admin.token, query: { plugin_slug_name: 'connector-oidc' } });
    expect(config.data.config).toMatchObject({ name: NAME, issuer: provider.issuer, client_id: TEST_CLIENT.client_id, client_secret: '' });
    expect(JSON.stringify(config)).not.toContain(TEST_CLIENT.client_secret);
    // Saving the form with the secret left empty keeps the stored one (the sign-ins below use it).
    expect((await configure({ ...config.data.config, client_secret: '' })).code).toBe(200);
    const openapi = await fetch(`${server.url}${V1}/openapi.json`).then((r) => r.text());
    expect(openapi).not.toContain(TEST_CLIENT.client_secret);
  });

  it('makes a new member from a verified e-mail, and signs them in to it the next time', async () => {
    provider.person({ sub: 'alice', email: 'alice@example.org', email_verified: true, name: 'Alice Liddell' });
    const first = tokenOf(await signIn('alice'));
    const user = await me(first);
    expect(user).toMatchObject({ e_mail: 'alice@example.org', display_name: 'Alice Liddell', mail_status: 1 });
    const again = await me(tokenOf(await signIn('alice')));
    expect(again.id).toBe(user.id);
    const linked = await server.api.get<{ name: string; binding: boolean; external_id: string }[]>(`${V1}/connector/user/info`, { token: first });
    expect(linked.data).toMatchObject([{ name: NAME, binding: true, external_id: 'alice' }]);
  });

  it('serves any number of providers, each secret hidden and kept', async () => {
    const second = { name: 'Second', issuer: provider.issuer, client_id: TEST_CLIENT.client_id, client_secret: TEST_CLIENT.client_secret, scopes: 'openid email', icon: 'https://icons.example.org/second.svg' };
    const first = { name: NAME, issuer: provider.issuer, client_id: TEST_CLIENT.client_id, client_secret: TEST_CLIENT.client_secret, scopes: 'openid email profile' };
    expect((await configure({ ...first, providers: [second] })).code).toBe(200);
    const config = await server.api.get<{ config: { providers: Record<string, unknown>[] } }>(`${ADMIN}/plugin/config`, { token: admin.token, query: { plugin_slug_name: 'connector-oidc' } });
    expect(config.data.config.providers).toEqual([{ ...second, client_secret: '' }]);
    expect(JSON.stringify(config)).not.toContain(TEST_CLIENT.client_secret);
    // The form sent back as shown (secrets empty) keeps both secrets: the second provider still signs in.
    expect((await configure(config.data.config)).code).toBe(200);
    const buttons = await server.api.get<{ name: string; icon: string }[]>(`${V1}/connector/info`);
    expect(buttons.data.map((b) => [b.name, b.icon])).toEqual([[NAME, ''], ['Second', second.icon]]);
    provider.person({ sub: 'olivia', email: 'olivia@example.org', email_verified: true, name: 'Olivia' });
    const { jar, authorization } = await begin(`${server.url}${V1}/connector/login/Second`);
    const token = tokenOf(await land(jar, atSite(await signInAtProvider(jar, authorization, 'olivia'))));
    const linked = await server.api.get<{ name: string; binding: boolean }[]>(`${V1}/connector/user/info`, { token });
    expect(linked.data.map((l) => [l.name, l.binding])).toEqual([[NAME, false], ['Second', true]]);
    expect((await useTestProvider()).code).toBe(200);
  });

  it('makes the username unique', async () => {
    await addMember('Bob', 'bob-existing@example.org');
    provider.person({ sub: 'bob', email: 'bob-other@example.org', email_verified: true, name: 'Bob' });
    const user = await me(tokenOf(await signIn('bob')));
    expect(user.e_mail).toBe('bob-other@example.org');
    expect(user.username).not.toBe('bob');
  });

  it('links an existing account through a verified e-mail', async () => {
    const carol = await addMember('Carol', 'carol@example.org');
    provider.person({ sub: 'carol-at-idp', email: 'carol@example.org', email_verified: true, name: 'Carol' });
    const user = await me(tokenOf(await signIn('carol-at-idp')));
    expect(user.id).toBe(carol.id);
  });

  it('adds no second login at the same provider to a linked member', async () => {
    provider.person({ sub: 'carol-second', email: 'carol@example.org', email_verified: true, name: 'Carol again' });
    const before = await links();
    expect(await signIn('carol-second')).toBe('/users/login?connector_error=already_linked');
    expect(await links()).toBe(before);
  });

  it('does not link an existing account through an unverified e-mail', async () => {
    const dave = await addMember('Dave', 'dave@example.org');
    provider.person({ sub: 'mallory', email: 'dave@example.org', email_verified: false, name: 'Not Dave' });
    const before = await links();
    expect(await signIn('mallory')).toBe('/users/login?connector_error=email_unverified');
    expect(await links()).toBe(before);
    const info = await server.api.get<{ binding: boolean }[]>(`${V1}/connector/user/info`, { token: dave.token });
    expect(info.data[0]!.binding).toBe(false);
  });

  it('asks for an e-mail when the provider gives none, and makes an unverified member from it', async () => {
    provider.person({ sub: 'erin', name: 'Erin' });
    const location = await signIn('erin');
    expect(location).toMatch(/^\/users\/confirm-email\?binding_key=/);
    const key = decodeURIComponent(location.split('binding_key=')[1]!);
    const taken = await server.api.post<{ email_exist_and_must_be_confirmed: boolean }>(`${V1}/connector/binding/email`, { binding_key: key, email: 'carol@example.org' });
    expect(taken.data).toEqual({ email_exist_and_must_be_confirmed: true, access_token: '' });
    const made = await server.api.post<{ access_token: string }>(`${V1}/connector/binding/email`, { binding_key: key, email: 'erin@example.org' });
    expect(made.code).toBe(200);
    expect(await me(made.data.access_token)).toMatchObject({ e_mail: 'erin@example.org', mail_status: 2 });
    const reused = await server.api.post(`${V1}/connector/binding/email`, { binding_key: key, email: 'erin2@example.org' });
    expect(reused).toMatchObject({ status: 400, reason: 'error.connector_oidc.binding_unknown' });
  });

  it('refuses a forged state and a state from another browser', async () => {
    const forged = new CookieJar();
    expect(await land(forged, new URL(`${V1}/connector/redirect/${NAME}?code=abc&state=forged`, server.url))).toBe('/users/login?connector_error=state_invalid');
    provider.person({ sub: 'frank', email: 'frank@example.org', email_verified: true, name: 'Frank' });
    const { jar, authorization } = await begin();
    const back = atSite(await signInAtProvider(jar, authorization, 'frank'));
    // The victim's browser never started this sign-in (login CSRF): its cookie has no state.
    expect(await land(new CookieJar(), back)).toBe('/users/login?connector_error=state_invalid');
    const before = await links();
    tokenOf(await land(jar, back));
    expect(await links()).toBe(before + 1);
    // Nor is a used state good twice.
    expect(await land(jar, back)).toBe('/users/login?connector_error=state_invalid');
  });

  it('refuses an ID token with another nonce, linking nothing', async () => {
    provider.person({ sub: 'grace', email: 'grace@example.org', email_verified: true, name: 'Grace' });
    const before = await links();
    const location = await signIn('grace', (u) => {
      const url = new URL(u);
      url.searchParams.set('nonce', 'a-nonce-the-site-never-made');
      return url.href;
    });
    expect(location).toBe('/users/login?connector_error=nonce_invalid');
    expect(await links()).toBe(before);
  });

  it('refuses a replayed, an expired and a missing code', async () => {
    provider.person({ sub: 'heidi', email: 'heidi@example.org', email_verified: true, name: 'Heidi' });
    const first = await begin();
    const used = atSite(await signInAtProvider(first.jar, first.authorization, 'heidi'));
    tokenOf(await land(first.jar, used));
    // A second attempt brought back with the first attempt's (used) code.
    const second = await begin();
    const fresh = atSite(await signInAtProvider(second.jar, second.authorization, 'heidi'));
    fresh.searchParams.set('code', used.searchParams.get('code')!);
    expect(await land(second.jar, fresh)).toBe('/users/login?connector_error=code_invalid');

    const third = await begin();
    const late = atSite(await signInAtProvider(third.jar, third.authorization, 'heidi'));
    provider.expireCodes();
    expect(await land(third.jar, late)).toBe('/users/login?connector_error=code_invalid');

    const fourth = await begin();
    const none = atSite(await signInAtProvider(fourth.jar, fourth.authorization, 'heidi'));
    none.searchParams.delete('code');
    expect(await land(fourth.jar, none)).toBe('/users/login?connector_error=code_invalid');
  });

  it('links a provider from the account page and removes it again', async () => {
    const ivan = await addMember('Ivan', 'ivan@example.org');
    provider.person({ sub: 'ivan-elsewhere', email: 'ivan.private@example.net', email_verified: true, name: 'Ivan' });
    // Ivan's browser asks for the list (its one-time linking links are tied to that browser's cookie).
    const ivanBrowser = new CookieJar();
    const listed = await ivanBrowser.fetch(`${server.url}${V1}/connector/user/info`, { headers: { authorization: ivan.token } });
    const info = (await listed.json()) as { data: { link: string; binding: boolean }[] };
    expect(info.data[0]!.binding).toBe(false);
    const link = new URL(info.data[0]!.link);
    // Handed to another browser, the link links nothing (someone else's provider account never lands on Ivan's).
    const stranger = new CookieJar();
    expect((await stranger.fetch(`${server.url}${link.pathname}${link.search}`)).headers.get('location')).toBe('/users/settings/account?connector_error=state_invalid');
    const again = (await (await ivanBrowser.fetch(`${server.url}${V1}/connector/user/info`, { headers: { authorization: ivan.token } })).json()) as { data: { link: string }[] };
    const fresh = new URL(again.data[0]!.link);
    const { jar, authorization } = await begin(`${server.url}${fresh.pathname}${fresh.search}`, ivanBrowser);
    expect(await land(jar, atSite(await signInAtProvider(jar, authorization, 'ivan-elsewhere')))).toBe('/users/settings/account');
    const linked = await server.api.get<{ binding: boolean; external_id: string }[]>(`${V1}/connector/user/info`, { token: ivan.token });
    expect(linked.data[0]).toMatchObject({ binding: true, external_id: 'ivan-elsewhere' });
    // The link is one-time.
    expect((await ivanBrowser.fetch(`${server.url}${fresh.pathname}${fresh.search}`)).headers.get('location')).toBe('/users/settings/account?connector_error=state_invalid');
    // Signing in with the provider now reaches Ivan's account.
    expect((await me(tokenOf(await signIn('ivan-elsewhere')))).id).toBe(ivan.id);

    expect((await server.api.delete(`${V1}/connector/user/unbinding`, { external_id: 'nobody' }, { token: ivan.token })).status).toBe(404);
    expect((await server.api.delete(`${V1}/connector/user/unbinding`, { external_id: 'ivan-elsewhere' }, { token: ivan.token })).code).toBe(200);
    const after = await server.api.get<{ binding: boolean }[]>(`${V1}/connector/user/info`, { token: ivan.token });
    expect(after.data[0]!.binding).toBe(false);
  });

  it('keeps the only login of a member without a password', async () => {
    provider.person({ sub: 'judy', email: 'judy@example.org', email_verified: true, name: 'Judy' });
    const token = tokenOf(await signIn('judy'));
    const res = await server.api.delete(`${V1}/connector/user/unbinding`, { external_id: 'judy' }, { token });
    expect(res).toMatchObject({ status: 409, reason: 'error.connector_oidc.last_login' });
    expect((await server.api.delete(`${V1}/connector/user/unbinding`, { external_id: 'judy' })).status).toBe(401);
  });

  it('says so when the provider is down or its address is not a provider, and keeps serving', async () => {
    expect((await configure({ name: NAME, issuer: `http://127.0.0.1:${await closedPort()}`, client_id: 'x', client_secret: 'y' })).code).toBe(200);
    expect((await new CookieJar().fetch(`${server.url}${V1}/connector/login/${NAME}`)).headers.get('location')).toBe('/users/login?connector_error=provider_unavailable');
    // An address that answers, but with no discovery document (this site's own API).
    expect((await configure({ name: NAME, issuer: `${server.url.replace('127.0.0.1', 'localhost')}${V1}`, client_id: 'x', client_secret: 'y' })).code).toBe(200);
    expect((await new CookieJar().fetch(`${server.url}${V1}/connector/login/${NAME}`)).headers.get('location')).toBe('/users/login?connector_error=provider_misconfigured');
    expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
    expect(await server.api.get(`${V1}/connector/login/unknown`)).toMatchObject({ status: 404, reason: 'error.connector_oidc.unknown_provider' });
    expect((await useTestProvider()).code).toBe(200);
  });

  it('turns password login off except for administrators (single sign-on only)', async () => {
    await addMember('Ken', 'ken@example.org');
    expect((await server.api.put(`${ADMIN}/siteinfo/login`, { allow_password_login: false }, { token: admin.token })).code).toBe(200);
    try {
      const refused = await server.api.post(`${V1}/user/login/email`, { e_mail: 'ken@example.org', pass: 'member-pass-1' });
      expect(refused).toMatchObject({ status: 403, reason: 'error.user.password_login_closed' });
      const wrong = await server.api.post(`${V1}/user/login/email`, { e_mail: 'ken@example.org', pass: 'wrong-pass-1' });
      expect(wrong).toMatchObject({ status: 403, reason: 'error.user.password_login_closed' });
      expect((await server.api.post(`${V1}/user/login/email`, { e_mail: 'admin@quorum.test', pass: admin.password })).code).toBe(200);
    } finally {
      await server.api.put(`${ADMIN}/siteinfo/login`, { allow_password_login: true }, { token: admin.token });
    }
  });

  it('lists the connector routes with their access rules in the OpenAPI document, and never logs the secret', async () => {
    const doc = (await fetch(`${server.url}${V1}/openapi.json`).then((r) => r.json())) as { paths: Record<string, Record<string, { 'x-quorum-access': string }>> };
    const access = (path: string, method: string) => doc.paths[`${V1}${path}`]?.[method]?.['x-quorum-access'];
    expect(access('/connector/info', 'get')).toBe('public');
    expect(access('/connector/login/{name}', 'get')).toBe('public');
    expect(access('/connector/redirect/{name}', 'get')).toBe('public');
    expect(access('/connector/user/info', 'get')).toBe('member');
    expect(access('/connector/binding/email', 'post')).toBe('public');
    expect(access('/connector/user/unbinding', 'delete')).toBe('member');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(TEST_CLIENT.client_secret);
  });
});
