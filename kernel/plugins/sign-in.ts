import type { Kernel } from '../kernel.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { uniqueUsername } from '../auth/username.ts';
import type { PluginCredentials, PluginSessions } from './plugin-context.ts';

/**
 * What the kernel lends plugins that sign people in (`ctx.credentials`, `ctx.sessions`): core
 * plugins (the `accounts` flows) and login connectors. Anyone else could mint a session for any
 * member, so the plugin context refuses them.
 */
export function signIn(k: Kernel): { credentials: PluginCredentials; sessions: PluginSessions } {
  return {
    credentials: {
      byId: (userId, trx) => k.users.byId(userId, trx),
      byEmail: (email) => k.users.byEmail(email),
      emailTaken: (email, exceptId) => k.users.emailTaken(email, exceptId),
      freeUsername: (displayName) => uniqueUsername(displayName, (name) => k.users.usernameTaken(name)),
      create: (account, trx) => k.users.create(account, k.clock.now(), trx),
      update: (userId, fields, trx) => k.users.update(Number(userId), fields, k.clock.now(), trx),
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
