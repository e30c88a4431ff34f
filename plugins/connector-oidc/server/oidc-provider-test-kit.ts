import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AdapterPayload } from 'oidc-provider';

/** A person the test provider knows: their login is `sub`, any password is accepted (its dev login page). */
export interface TestPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export const TEST_CLIENT = { client_id: 'quorum-site', client_secret: 'provider-secret-Zq8xK2mN4vR7' } as const;

/** Keeps what the provider stores in memory, where a test can reach it (an expired code). */
function memoryAdapter(rows: Map<string, { kind: string; payload: AdapterPayload }>) {
  return class {
    constructor(private readonly kind: string) {}
    private key = (id: string) => `${this.kind}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      rows.set(this.key(id), { kind: this.kind, payload: { ...payload } });
    }
    async find(id: string) {
      return rows.get(this.key(id))?.payload;
    }
    async findByUid(uid: string) {
      return [...rows.values()].find((r) => r.kind === this.kind && r.payload.uid === uid)?.payload;
    }
    async findByUserCode(code: string) {
      return [...rows.values()].find((r) => r.kind === this.kind && r.payload.userCode === code)?.payload;
    }
    async consume(id: string) {
      const row = rows.get(this.key(id));
      if (row) row.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      rows.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, r] of rows) if (r.payload.grantId === grantId) rows.delete(k);
    }
  };
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback: authorization code flow with PKCE
 * required, its development login page, consent granted without asking, e-mail claims as the
 * test's people say.
 */
export async function startTestProvider(redirectUris: string[]) {
  const people = new Map<string, TestPerson>();
  const rows = new Map<string, { kind: string; payload: AdapterPayload }>();
  const serve: { handler?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server: Server = createServer((req, res) => serve.handler!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(rows),
    clients: [{ ...TEST_CLIENT, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: person.email, email_verified: person.email_verified, name: person.name, preferred_username: id }) };
    },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session!;
      const clientId = ctx.oidc.client!.clientId;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'preferred_username']);
      await grant.save();
      return grant;
    },
  });
  // Quiet: a refused exchange is what several tests are about.
  provider.on('server_error', () => undefined);
  serve.handler = provider.callback();
  return {
    issuer,
    provider,
    /** Adds (or replaces) a person who can sign in. */
    person(p: TestPerson) {
      people.set(p.sub, p);
    },
    /** Makes every authorization code issued so far expired. */
    expireCodes() {
      for (const row of rows.values()) if (row.kind === 'AuthorizationCode') row.payload.exp = Math.floor(Date.now() / 1000) - 60;
    },
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A browser keeps its sockets to the provider open; close() alone waits for them.
      server.closeAllConnections();
      return closed;
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/** A browser's cookies, per host, for driving redirects by hand. */
export class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.jars.get(url.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(url: URL, res: Response): void {
    const jar = this.jars.get(url.host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(url.host, jar);
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const u = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = this.header(u);
    if (cookies) headers.set('cookie', cookies);
    const res = await fetch(u, { ...init, headers, redirect: 'manual' });
    this.keep(u, res);
    return res;
  }
}

/**
 * Signs `login` in at the provider's dev login page from an authorization URL, by hand (as a
 * browser would) and returns the redirect back to the site (its URL at the site's `site_url`).
 */
export async function signInAtProvider(jar: CookieJar, authorizationUrl: string, login: string): Promise<URL> {
  let url = new URL(authorizationUrl);
  for (let hops = 0; hops < 10; hops += 1) {
    const res = await jar.fetch(url);
    if (res.status === 200) {
      const html = await res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`the provider's page has no form: ${html.slice(0, 300)}`);
      const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1] ?? 'login';
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      const posted = await jar.fetch(new URL(action, url), { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      url = new URL(posted.headers.get('location')!, url);
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const next = new URL(location, url);
    if (next.origin !== url.origin) return next;
    url = next;
  }
  throw new Error('the provider did not send the browser back');
}
