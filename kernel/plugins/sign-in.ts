import type { Knex } from 'knex';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { uniqueUsername } from '../auth/username.ts';
import { Role } from '../auth/session-user.ts';
import type { UserRepository, UserRow } from '../auth/user-repository.ts';
import type { AccountActivation } from '../auth/account-activation.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { Clock } from '../ports/clock.ts';
import type { PluginCredentials, PluginSessions, SignInColumns } from './plugin-context.ts';

/** The columns a sign-in flow may write. Types bind at compile time only, so the object is filtered. */
const SIGN_IN_COLUMNS: readonly (keyof SignInColumns)[] = ['pass', 'e_mail', 'mail_status', 'status', 'suspended_until', 'last_login_date'];
const signInColumns = (fields: SignInColumns): Partial<UserRow> =>
  Object.fromEntries(SIGN_IN_COLUMNS.filter((c) => fields[c] !== undefined).map((c) => [c, fields[c]]));

/** What signing in reads and writes of the kernel (`Kernel` is one). */
export interface SignInSources {
  readonly db: Knex;
  readonly users: Pick<UserRepository, 'byId' | 'byEmail' | 'emailTaken' | 'usernameTaken' | 'update'>;
  readonly activation: Pick<AccountActivation, 'create' | 'update'>;
  readonly sessions: Pick<SessionService, 'create' | 'revoke' | 'revokeAll'>;
  readonly clock: Clock;
}

/** Runs `fn` in the caller's transaction, or in one of its own. */
const within = <T>(k: SignInSources, trx: Knex.Transaction | undefined, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> => (trx ? fn(trx) : k.db.transaction(fn));

/**
 * What the kernel lends plugins that sign people in (`ctx.credentials`, `ctx.sessions`): the
 * built-in `accounts` plugin and login connectors. Anyone else could mint a session for any
 * member, so the plugin context refuses them.
 */
export function signIn(k: SignInSources): { credentials: PluginCredentials; sessions: PluginSessions } {
  return {
    credentials: {
      byId: (userId, trx) => k.users.byId(userId, trx),
      byEmail: (email) => k.users.byEmail(email),
      emailTaken: (email, exceptId) => k.users.emailTaken(email, exceptId),
      freeUsername: (displayName) => uniqueUsername(displayName, (name) => k.users.usernameTaken(name)),
      // A member, whatever the object carries: roles are given by admins (AccountAdmin), not by sign-in.
      create: ({ username, e_mail, pass, display_name, mail_status, language }, trx) =>
        within(k, trx, (t) => k.activation.create({ username, e_mail, pass, display_name, mail_status, role_id: Role.user, ...(language ? { language } : {}) }, k.clock.now(), t)),
      // Only a write of mail_status can activate an account; the others (last login, …) skip the read it takes.
      update: (userId, fields, trx) =>
        fields.mail_status === undefined
          ? k.users.update(Number(userId), signInColumns(fields), k.clock.now(), trx)
          : within(k, trx, (t) => k.activation.update(Number(userId), signInColumns(fields), k.clock.now(), t)),
      hash: hashPassword,
      verify: verifyPassword,
    },
    sessions: {
      issue: async (userId, ip, trx) => (await k.sessions.create(Number(userId), ip, trx)).token,
      revoke: (sessionId) => k.sessions.revoke(sessionId),
      revokeAll: (userId, keepSessionId, trx) => k.sessions.revokeAll(Number(userId), keepSessionId, trx),
      setCookie: setSessionCookie,
      clearCookie: clearSessionCookie,
    },
  };
}
