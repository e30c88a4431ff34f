import type { CurrentUser, SiteInfo } from '../app/types';
import { accountState } from './account-state';

export type GuardName =
  | 'logged'
  | 'notLogged'
  | 'notLoggedOrNotActivated'
  | 'notActivated'
  | 'activated'
  | 'forbidden'
  | 'notForbidden'
  | 'admin'
  | 'adminOrModerator'
  | 'allowNewRegistrations'
  | 'loginRequired';

export interface GuardContext {
  user: CurrentUser | null;
  siteInfo: SiteInfo | null;
  /** Current pathname, for the login-required exception list. */
  path: string;
  /** The server refused a login or a call with 403 `suspended` (no user to mark). */
  suspended?: boolean;
}

export type GuardResult = { ok: true } | { ok: false; redirect: string } | { ok: false; error: 403 | 404 };

export const LOGIN_PATH = '/users/login';
export const ACTIVATION_PATH = '/users/account-activation';
export const SUSPENDED_PATH = '/users/account-suspended';

/** Paths a visitor may open on a login-required site (SPEC §6). */
export const LOGIN_REQUIRED_EXCEPTIONS = [
  '/users/login',
  '/users/register',
  '/users/account-recovery',
  '/users/change-email',
  '/users/password-reset',
  '/users/account-activation',
  '/users/account-activation/success',
  '/users/account-activation/failed',
  '/users/confirm-new-email',
] as const;

const OK: GuardResult = { ok: true };
const to = (redirect: string): GuardResult => ({ ok: false, redirect });
const deny: GuardResult = { ok: false, error: 403 };

type Rule = (ctx: GuardContext) => GuardResult;

const rules: Record<GuardName, Rule> = {
  logged: ({ user }) => (accountState(user).isLogged ? OK : to(LOGIN_PATH)),
  notLogged: ({ user }) => (accountState(user).isLogged ? to('/') : OK),
  notLoggedOrNotActivated: ({ user }) => {
    const s = accountState(user);
    return !s.isLogged || s.isNotActivated ? OK : to('/');
  },
  notActivated: ({ user }) => (accountState(user).isActivated ? to('/') : OK),
  activated: (ctx) => {
    const logged = rules.logged(ctx);
    if (!logged.ok) return logged;
    return accountState(ctx.user).isNotActivated ? to(ACTIVATION_PATH) : OK;
  },
  forbidden: ({ user, suspended }) => (accountState(user).isForbidden || suspended ? OK : to('/')),
  notForbidden: ({ user, path }) =>
    accountState(user).isForbidden && !path.startsWith(SUSPENDED_PATH) ? to(SUSPENDED_PATH) : OK,
  admin: (ctx) => {
    const logged = rules.logged(ctx);
    if (!logged.ok) return logged;
    return accountState(ctx.user).isAdmin ? OK : deny;
  },
  adminOrModerator: (ctx) => {
    const logged = rules.logged(ctx);
    if (!logged.ok) return logged;
    const s = accountState(ctx.user);
    return s.isAdmin || s.isModerator ? OK : deny;
  },
  allowNewRegistrations: ({ siteInfo }) => (siteInfo?.login?.allow_new_registrations ? OK : to('/')),
  loginRequired: ({ user, siteInfo, path }) => {
    if (!siteInfo?.login?.login_required || accountState(user).isLogged) return OK;
    const clean = path.replace(/\/+$/, '') || '/';
    return (LOGIN_REQUIRED_EXCEPTIONS as readonly string[]).includes(clean) ? OK : to(LOGIN_PATH);
  },
};

/** Runs guards in order; the first failure wins. */
export function runGuards(names: readonly GuardName[], ctx: GuardContext): GuardResult {
  for (const name of names) {
    const result = rules[name](ctx);
    if (!result.ok) return result;
  }
  return OK;
}
