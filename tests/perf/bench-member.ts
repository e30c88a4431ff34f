import { SESSION_COOKIE } from '../../kernel/auth/session-cookie.ts';

/** A signed-in member of the bench's own, reading from an address of its own as behind a proxy. */
export type BenchMember = { token: string; ip: string };

/**
 * A member's request headers as their browser sends them: an API call carries the token the
 * client keeps and the session cookie beside it (a same-origin fetch sends cookies); a page the
 * browser loads carries the cookie alone.
 */
export function memberHeaders(member: BenchMember, kind: 'api' | 'page' = 'api'): Record<string, string> {
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(member.token)}`;
  return kind === 'page' ? { cookie, 'x-forwarded-for': member.ip } : { authorization: member.token, cookie, 'x-forwarded-for': member.ip };
}
