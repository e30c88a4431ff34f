import { randomBytes } from 'node:crypto';
import {
  isSuspended, MailStatus, UserStatus,
  type Clock, type PluginContext, type PluginCredentials, type PluginSessions, type SiteCache, type UserRow,
} from '../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { ConnectorErrorKind } from '../schemas/connector.ts';
import type { LoginSettings } from '../../../schemas/settings/login.ts';
import type { LoginRepository } from './login-repository.ts';
import { describe, ProviderError, type ProviderConfig, type ProviderDirectory } from './providers.ts';

const AUTH_TTL_SECONDS = 10 * 60;
const BINDING_TTL_SECONDS = 30 * 60;

/**
 * A key of the site's own (a bind token, the browser's cookie, a binding key): 32 random bytes in
 * base64url, as openid-client's randomState draws them. None is a value of the protocol, so none
 * loads openid-client, which is imported with the first provider's discovery (providers.ts).
 */
const siteKey = () => randomBytes(32).toString('base64url');

type OpenidClient = typeof import('openid-client');

/** What the site keeps between sending a person to the provider and their return (keyed by `state`). */
interface PendingAuth {
  provider: string;
  verifier: string;
  nonce: string;
  /** Set when a signed-in member links the provider from their account page. */
  userId?: string;
}

/** A person the provider vouched for, without an e-mail the site can trust (keyed by a binding key). */
export interface PendingBinding {
  provider: string;
  sub: string;
  name: string;
  username: string;
}

/** Who the provider says the person is. */
interface Identity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  username: string;
}

export type Outcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'linked' }
  | { kind: 'binding'; key: string }
  | { kind: 'error'; error: ConnectorErrorKind; linking?: boolean };

class SignInRefused extends Error {
  constructor(readonly kind: ConnectorErrorKind) {
    super(kind);
  }
}

const refuse = (kind: ConnectorErrorKind): never => {
  throw new SignInRefused(kind);
};

export interface SignInDeps {
  db: () => Knex;
  cache: SiteCache;
  clock: Clock;
  logger: PluginContext['logger'];
  credentials: PluginCredentials;
  sessions: PluginSessions;
  logins: LoginRepository;
  directory: ProviderDirectory;
  events: PluginContext['events'];
  loginSettings: () => Promise<LoginSettings>;
}

/**
 * The authorization code flow with PKCE, state and nonce (openid-client), and what a returning
 * person becomes: the member linked to their provider account, a new member made from a verified
 * e-mail, an existing member with that verified e-mail (linked now), or, without an e-mail the
 * site can trust, a binding key for Answer's "which e-mail?" step. Every refusal leaves nothing
 * written: links and accounts are made in one transaction with the session.
 */
export class OidcSignIn {
  constructor(private readonly d: SignInDeps) {}

  /** The provider's authorization URL for a new attempt, and the `state` the browser must bring back. */
  async start(provider: ProviderConfig, redirectUri: string, userId?: string): Promise<{ url: string; state: string }> {
    const config = await this.d.directory.configuration(provider);
    const oidc = await import('openid-client');
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const pending: PendingAuth = { provider: provider.name, verifier, nonce, ...(userId ? { userId } : {}) };
    await this.d.cache.set(`connector-oidc:auth:${state}`, pending, AUTH_TTL_SECONDS);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scopes || 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * A one-time token that, given to `connector/login/<name>?state=` by the browser holding
   * `browser` (a cookie), links the provider to `userId`. Bound to the browser so that a link
   * handed to someone else cannot tie their provider account to this member.
   */
  async bindToken(provider: string, userId: string, browser: string): Promise<string> {
    const token = siteKey();
    await this.d.cache.set(`connector-oidc:bind:${token}`, { provider, userId, browser }, AUTH_TTL_SECONDS);
    return token;
  }

  /** The member a bind token names, once (undefined: unknown, used, for another provider or from another browser). */
  async takeBindToken(provider: string, token: string, browser: string | undefined): Promise<string | undefined> {
    const bind = await this.d.cache.take<{ provider: string; userId: string; browser: string }>(`connector-oidc:bind:${token}`);
    return bind?.provider === provider && browser && bind.browser === browser ? bind.userId : undefined;
  }

  /** A new value for the browser cookie bind tokens are tied to. */
  browserKey(): string {
    return siteKey();
  }

  /** The provider's redirect back: checks it, then signs in, links or asks for an e-mail. */
  async finish(provider: ProviderConfig, redirectUri: string, query: Record<string, string>, browserState: string | undefined, ip: string): Promise<Outcome> {
    let linking = false;
    try {
      const state = query.state ?? '';
      // The state must be the one this browser was sent off with (a cookie), and unused.
      if (!state || state !== browserState) refuse('state_invalid');
      const pending = await this.d.cache.take<PendingAuth>(`connector-oidc:auth:${state}`);
      if (!pending || pending.provider !== provider.name) return refuse('state_invalid');
      linking = Boolean(pending.userId);
      if (query.error) refuse('provider_refused');
      if (!query.code) refuse('code_invalid');
      const identity = await this.identity(provider, redirectUri, query, pending);
      if (pending.userId) {
        await this.link(provider.name, identity, pending.userId);
        return { kind: 'linked' };
      }
      return await this.signIn(provider.name, identity, ip);
    } catch (error) {
      if (error instanceof SignInRefused) return { kind: 'error', error: error.kind, linking };
      if (error instanceof ProviderError) {
        this.d.logger.warn({ provider: provider.name }, `connector-oidc: ${error.message}`);
        return { kind: 'error', error: error.kind, linking };
      }
      // Anything else (two first sign-ins of one person at once meeting the unique link, a
      // database away): the person is told it failed; the transaction wrote nothing.
      this.d.logger.error({ provider: provider.name }, `connector-oidc: sign-in failed: ${describe(error)}`);
      return { kind: 'error', error: 'failed', linking };
    }
  }

  /** Exchanges the code (PKCE, state, nonce, ID token checked) and reads who the person is. */
  private async identity(provider: ProviderConfig, redirectUri: string, query: Record<string, string>, pending: PendingAuth): Promise<Identity> {
    const config = await this.d.directory.configuration(provider);
    const oidc = await import('openid-client');
    const current = new URL(redirectUri);
    for (const [key, value] of Object.entries(query)) current.searchParams.set(key, value);
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.verifier, expectedState: query.state, expectedNonce: pending.nonce, idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      if (config.serverMetadata().userinfo_endpoint) {
        try {
          Object.assign(claims, await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub)));
        } catch (error) {
          this.d.logger.warn({ provider: provider.name }, `connector-oidc: userinfo failed, using the ID token's claims: ${describe(error)}`);
        }
      }
    } catch (error) {
      this.d.logger.warn({ provider: provider.name }, `connector-oidc: sign-in refused: ${describe(error)}`);
      throw new SignInRefused(grantError(oidc, error));
    }
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const email = text(claims.email);
    return {
      sub: text(claims.sub),
      email,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: text(claims.name) || text(claims.preferred_username) || email.split('@')[0]!,
      username: text(claims.preferred_username) || text(claims.name) || email.split('@')[0]!,
    };
  }

  private async signIn(provider: string, who: Identity, ip: string): Promise<Outcome> {
    if (!who.sub) refuse('failed');
    const now = this.d.clock.now();
    const linked = await this.d.logins.byExternalId(provider, who.sub);
    if (linked) {
      const user = await this.d.credentials.byId(linked.user_id);
      if (!user || user.status === UserStatus.deleted || isSuspended(user, now)) return refuse('account_unavailable');
      return { kind: 'signed-in', token: await this.session(user, who, ip) };
    }
    if (!who.email || !who.emailVerified) {
      // An address the provider does not vouch for never reaches an existing account.
      if (who.email && (await this.d.credentials.byEmail(who.email))) refuse('email_unverified');
      return { kind: 'binding', key: await this.bindingKey(provider, who) };
    }
    const login = await this.d.loginSettings();
    const existing = await this.d.credentials.byEmail(who.email);
    if (existing) {
      if (existing.status === UserStatus.deleted || isSuspended(existing, now)) refuse('account_unavailable');
      // One login per provider and member: another account at the same provider is not added.
      if ((await this.d.logins.byUser(String(existing.id))).some((l) => l.provider === provider)) refuse('already_linked');
      const token = await this.d.db().transaction(async (trx) => {
        await this.d.logins.add({ user_id: String(existing.id), provider, external_id: who.sub, email: who.email, created_at: now }, trx);
        return this.session(existing, who, ip, trx);
      });
      return { kind: 'signed-in', token };
    }
    if (!domainAllowed(who.email, login)) refuse('email_domain');
    if (!login.allow_new_registrations) refuse('registration_closed');
    const token = await this.d.db().transaction(async (trx) => {
      const id = await this.newMember(who, who.email, MailStatus.activated, trx);
      await this.d.logins.add({ user_id: String(id), provider, external_id: who.sub, email: who.email, created_at: now }, trx);
      return this.d.sessions.issue(id, ip, trx);
    });
    return { kind: 'signed-in', token };
  }

  /** Links the provider to a signed-in member (from their account page). */
  private async link(provider: string, who: Identity, userId: string): Promise<void> {
    if (!who.sub) refuse('failed');
    const taken = await this.d.logins.byExternalId(provider, who.sub);
    if (taken && taken.user_id !== userId) refuse('already_linked');
    if (taken) return;
    if ((await this.d.logins.byUser(userId)).some((l) => l.provider === provider)) refuse('already_linked');
    await this.d.db().transaction((trx) => this.d.logins.add({ user_id: userId, provider, external_id: who.sub, email: who.email, created_at: this.d.clock.now() }, trx));
  }

  /** A session for a linked member; a pending e-mail the provider verified is verified here too. */
  private async session(user: UserRow, who: Identity, ip: string, trx?: Knex.Transaction): Promise<string> {
    const now = this.d.clock.now();
    const verified = user.mail_status === MailStatus.pending && who.emailVerified && who.email.toLowerCase() === user.e_mail.toLowerCase();
    const lifted = user.status === UserStatus.suspended ? { status: UserStatus.normal, suspended_until: 0 } : {};
    await this.d.credentials.update(String(user.id), { last_login_date: now, ...lifted, ...(verified ? { mail_status: MailStatus.activated } : {}) }, trx);
    return this.d.sessions.issue(String(user.id), ip, trx);
  }

  private async newMember(who: Identity, email: string, mailStatus: number, trx: Knex.Transaction): Promise<string> {
    const username = await this.d.credentials.freeUsername(who.username);
    const id = String(await this.d.credentials.create({ username, e_mail: email, pass: '', display_name: who.name.slice(0, 30) || username, mail_status: mailStatus }, trx));
    await this.d.credentials.update(id, { last_login_date: this.d.clock.now() }, trx);
    await this.d.events.emit('user.registered', { userId: id }, trx);
    return id;
  }

  private async bindingKey(provider: string, who: Identity): Promise<string> {
    const key = siteKey();
    const pending: PendingBinding = { provider, sub: who.sub, name: who.name, username: who.username };
    await this.d.cache.set(`connector-oidc:binding:${key}`, pending, BINDING_TTL_SECONDS);
    return key;
  }

  /**
   * Answer's `connector/binding/email`: the person names their e-mail. An address with an account
   * is not linked (they sign in to it and link the provider there); another becomes a new member
   * whose e-mail awaits verification, linked and signed in.
   */
  async bindEmail(key: string, email: string, ip: string): Promise<{ exists: true } | { exists: false; token: string } | { error: 'binding_unknown' | 'email_domain' | 'registration_closed' }> {
    const pending = await this.d.cache.get<PendingBinding>(`connector-oidc:binding:${key}`);
    if (!pending) return { error: 'binding_unknown' };
    if (await this.d.credentials.emailTaken(email)) return { exists: true };
    const login = await this.d.loginSettings();
    if (!domainAllowed(email, login)) return { error: 'email_domain' };
    if (!login.allow_new_registrations) return { error: 'registration_closed' };
    if (!(await this.d.cache.take(`connector-oidc:binding:${key}`))) return { error: 'binding_unknown' };
    const who: Identity = { sub: pending.sub, email, emailVerified: false, name: pending.name, username: pending.username };
    const token = await this.d.db().transaction(async (trx) => {
      const id = await this.newMember(who, email, MailStatus.pending, trx);
      await this.d.logins.add({ user_id: id, provider: pending.provider, external_id: pending.sub, email, created_at: this.d.clock.now() }, trx);
      return this.d.sessions.issue(id, ip, trx);
    });
    return { exists: false, token };
  }
}

function domainAllowed(email: string, login: LoginSettings): boolean {
  const domain = email.split('@').pop()!.toLowerCase();
  const allowed = login.allow_email_domains ?? [];
  return !allowed.length || allowed.some((d) => d.toLowerCase() === domain);
}

/** What a failed code exchange tells the person. */
function grantError(oidc: OpenidClient, error: unknown): ConnectorErrorKind {
  if (error instanceof oidc.ResponseBodyError) return error.error === 'invalid_grant' ? 'code_invalid' : 'provider_refused';
  if (error instanceof oidc.AuthorizationResponseError) return 'provider_refused';
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) return 'provider_unavailable';
  // openid-client wraps oauth4webapi's error, whose cause names the claim that did not match.
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { claim?: unknown }).claim === 'nonce') return 'nonce_invalid';
  }
  return 'failed';
}
