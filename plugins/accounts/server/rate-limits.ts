import type { RateLimit } from '../../../kernel/api.ts';

/** The account actions' default limits; config.yaml `rate_limits` overrides any of them per site. */
export const RATE_LIMITS = {
  // Failed logins only: a successful login never counts, so an office behind one address is not locked out.
  login: { limit: 20, windowSeconds: 300 },
  // Failed logins per account, whatever the address (slows guessing one member's password from many).
  login_account: { limit: 10, windowSeconds: 300 },
  register: { limit: 10, windowSeconds: 3600 },
  password_reset: { limit: 10, windowSeconds: 3600 },
  email: { limit: 10, windowSeconds: 3600 },
  password: { limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;
