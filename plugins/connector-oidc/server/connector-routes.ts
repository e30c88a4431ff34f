import type { Request, Response } from 'express';
import {
  ConflictError, defineRoute, ForbiddenError, InputError, NotFoundError, RAW,
  type PluginContext, type RouteDefinition,
} from '../../../kernel/api.ts';
import { nullSchema } from '../../../schemas/api/common.ts';
import type { GeneralSettings } from '../../../schemas/settings/general.ts';
import {
  bindingEmailBody, bindingEmailSchema, connectorUserInfoSchema, unbindingBody,
  type BindingEmail, type BindingEmailBody, type ConnectorErrorKind, type ConnectorUserInfo, type UnbindingBody,
} from '../schemas/connector.ts';
import type { LoginRepository } from './login-repository.ts';
import type { OidcSignIn } from './oidc-sign-in.ts';
import { ProviderError, type ProviderConfig } from './providers.ts';

/** The browser's half of `state`: sent only back to the redirect route, for ten minutes. */
const STATE_COOKIE = 'quorum_oidc_state';
const CALLBACK_PATH = '/answer/api/v1/connector/redirect/';
/** Ties the account page's linking links to the browser that asked for them. */
const BIND_COOKIE = 'quorum_oidc_bind';
const LOGIN_PATH = '/answer/api/v1/connector/login/';
const TEN_MINUTES_MS = 10 * 60 * 1000;

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

const loginError = (kind: ConnectorErrorKind) => `/users/login?connector_error=${kind}`;
const accountError = (kind: ConnectorErrorKind) => `/users/settings/account?connector_error=${kind}`;

export interface ConnectorRouteDeps {
  providers: () => Promise<ProviderConfig[]>;
  general: () => Promise<GeneralSettings>;
  signIn: OidcSignIn;
  logins: LoginRepository;
}

/** The two browser routes answer with a redirect (302 and `Location`), whose body is only a note. */
const toProvider = { type: 'string', description: '302 redirect: to the provider, or to /users/login?connector_error=<kind>' } as const;
const backToSite = {
  type: 'string',
  description: '302 redirect: to /users/auth-landing?access_token=…, /users/settings/account (linked), /users/confirm-email?binding_key=… (no trusted e-mail), or with ?connector_error=<kind>',
} as const;

const nameParam = { type: 'object', properties: { state: { type: 'string', maxLength: 200 } } } as const;
const callbackQuery = {
  type: 'object',
  properties: Object.fromEntries(['code', 'state', 'iss', 'error', 'error_description', 'session_state'].map((k) => [k, { type: 'string', maxLength: 4000 }])),
} as const;

/** Answer's connector routes for OpenID Connect providers (`connector/info` is accounts'). */
export function connectorRoutes(ctx: PluginContext, d: ConnectorRouteDeps): RouteDefinition<any, any>[] {
  const provider = async (req: Request) => (await d.providers()).find((p) => p.name === req.params.name);
  const site = async () => (await d.general()).site_url.replace(/\/+$/, '');
  const redirectUri = async (p: ProviderConfig) => `${await site()}${CALLBACK_PATH}${encodeURIComponent(p.name)}`;
  const loginLink = async (p: ProviderConfig) => `${await site()}${LOGIN_PATH}${encodeURIComponent(p.name)}`;
  const go = (res: Response, to: string) => {
    res.redirect(302, to);
    return RAW;
  };
  const attempts = ctx.rateLimit('connector_login', { limit: 30, windowSeconds: 60 });

  return [
    defineRoute<unknown, { state?: string }>({
      method: 'get', path: '/connector/login/:name', access: 'public', query: nameParam, produces: 'text/html', response: toProvider, guards: [attempts],
      handler: async ({ req, res, query }) => {
        const p = await provider(req);
        if (!p) throw new NotFoundError('error.connector_oidc.unknown_provider');
        // With ?state=, a signed-in member's one-time link from the account page: link, not sign in.
        let userId: string | undefined;
        if (query.state) {
          userId = await d.signIn.takeBindToken(p.name, query.state, cookie(req, BIND_COOKIE));
          if (!userId) return go(res, accountError('state_invalid'));
        }
        try {
          const { url, state } = await d.signIn.start(p, await redirectUri(p), userId);
          res.cookie(STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: CALLBACK_PATH, maxAge: TEN_MINUTES_MS });
          return go(res, url);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          ctx.logger.warn({ provider: p.name }, `connector-oidc: ${error.message}`);
          return go(res, userId ? accountError(error.kind) : loginError(error.kind));
        }
      },
    }),
    defineRoute<unknown, Record<string, string>>({
      method: 'get', path: '/connector/redirect/:name', access: 'public', query: callbackQuery, produces: 'text/html', response: backToSite, guards: [attempts],
      handler: async ({ req, res, query }) => {
        const p = await provider(req);
        if (!p) throw new NotFoundError('error.connector_oidc.unknown_provider');
        res.clearCookie(STATE_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: CALLBACK_PATH });
        const outcome = await d.signIn.finish(p, await redirectUri(p), query, cookie(req, STATE_COOKIE), req.ip ?? '');
        switch (outcome.kind) {
          case 'signed-in':
            ctx.sessions.setCookie(req, res, outcome.token);
            return go(res, `/users/auth-landing?access_token=${encodeURIComponent(outcome.token)}`);
          case 'linked':
            return go(res, '/users/settings/account');
          case 'binding':
            return go(res, `/users/confirm-email?binding_key=${encodeURIComponent(outcome.key)}`);
          default:
            return go(res, outcome.linking ? accountError(outcome.error) : loginError(outcome.error));
        }
      },
    }),
    defineRoute({
      method: 'get', path: '/connector/user/info', access: 'member', response: connectorUserInfoSchema,
      handler: async ({ user, req, res }): Promise<ConnectorUserInfo[]> => {
        const linked = await d.logins.byUser(user!.id);
        const browser = cookie(req, BIND_COOKIE) ?? d.signIn.browserKey();
        res.cookie(BIND_COOKIE, browser, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: LOGIN_PATH, maxAge: TEN_MINUTES_MS });
        const out: ConnectorUserInfo[] = [];
        for (const p of await d.providers()) {
          const link = linked.find((l) => l.provider === p.name);
          const base = await loginLink(p);
          out.push({
            name: p.name, icon: p.icon, binding: Boolean(link), external_id: link?.external_id ?? '',
            link: link ? base : `${base}?state=${encodeURIComponent(await d.signIn.bindToken(p.name, user!.id, browser))}`,
          });
        }
        return out;
      },
    }),
    defineRoute<BindingEmailBody>({
      method: 'post', path: '/connector/binding/email', access: 'public', body: bindingEmailBody, response: bindingEmailSchema,
      guards: [ctx.rateLimit('connector_binding', { limit: 10, windowSeconds: 60 })],
      handler: async ({ body, req, res }): Promise<BindingEmail> => {
        const result = await d.signIn.bindEmail(body.binding_key, body.email.trim(), req.ip ?? '');
        if ('error' in result) {
          if (result.error === 'binding_unknown') throw new InputError('error.connector_oidc.binding_unknown');
          if (result.error === 'email_domain') throw InputError.field('error.email.domain_not_allowed', 'email');
          throw new ForbiddenError('error.user.registration_closed');
        }
        if (result.exists) return { email_exist_and_must_be_confirmed: true, access_token: '' };
        ctx.sessions.setCookie(req, res, result.token);
        return { email_exist_and_must_be_confirmed: false, access_token: result.token };
      },
    }),
    defineRoute<UnbindingBody>({
      method: 'delete', path: '/connector/user/unbinding', access: 'member', body: unbindingBody, response: nullSchema,
      handler: async ({ body, user }) => {
        const linked = await d.logins.byUser(user!.id);
        if (!linked.some((l) => l.external_id === body.external_id)) throw new NotFoundError('error.connector_oidc.not_linked');
        // A member without a password keeps at least one way to sign in.
        const account = await ctx.credentials.byId(user!.id);
        if (!account?.pass && linked.length === 1) throw new ConflictError('error.connector_oidc.last_login');
        await d.logins.remove(user!.id, body.external_id);
        return null;
      },
    }),
  ];
}
