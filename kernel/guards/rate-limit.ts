import type { RequestHandler } from 'express';
import { InputError, RateLimitError } from '../http/errors.ts';
import type { Cache } from '../ports/cache.ts';
import type { Captcha, CaptchaAction } from '../ports/captcha.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Account actions and their default limits per client address (overridable in config). */
export const DEFAULT_RATE_LIMITS: Record<string, RateLimit> = {
  login: { limit: 20, windowSeconds: 300 },
  register: { limit: 10, windowSeconds: 3600 },
  password_reset: { limit: 10, windowSeconds: 3600 },
  email: { limit: 10, windowSeconds: 3600 },
  password: { limit: 10, windowSeconds: 3600 },
  // Rendering 64 KB of hostile markdown can take a second of CPU (markdown plugin, issue note).
  render: { limit: 120, windowSeconds: 60 },
  // Posting and deleting, per member (Answer asks for a captcha at similar counts).
  question: { limit: 30, windowSeconds: 3600 },
  answer: { limit: 60, windowSeconds: 3600 },
  delete: { limit: 10, windowSeconds: 86400 },
};

/** Counts requests per member (or per client address for visitors) and action, through the Cache port. */
export function rateLimit(cache: Cache, action: string, limits: () => Record<string, RateLimit>): RequestHandler {
  return async (req, _res, next) => {
    const rule = limits()[action];
    if (!rule) return next();
    const actor = req.quorum.user ? `user:${req.quorum.user.id}` : `ip:${req.quorum.ip}`;
    const count = await cache.increment(`rate:${action}:${actor}`, rule.windowSeconds);
    if (count > rule.limit) throw new RateLimitError('error.rate_limited', null, { seconds: rule.windowSeconds });
    next();
  };
}

/**
 * Asks the active captcha provider whether this action needs a captcha now; if so the body
 * must carry a right `captcha_id` + `captcha_code`. Staff are never asked (as in Answer).
 */
export function captchaGuard(captcha: () => Captcha, action: CaptchaAction): RequestHandler {
  return async (req, _res, next) => {
    const user = req.quorum.user;
    if (user && (user.role_id === 2 || user.role_id === 3)) return next();
    const provider = captcha();
    const actor = user ? `user:${user.id}` : `ip:${req.quorum.ip}`;
    const { verify } = await provider.challenge(action, actor);
    if (verify) {
      const body = (req.body ?? {}) as { captcha_id?: string; captcha_code?: string };
      if (!body.captcha_code) throw InputError.field('error.object.captcha_verification_failed', 'captcha_code', 'validation.captcha_empty');
      if (!(await provider.verify(body.captcha_id, body.captcha_code)))
        throw InputError.field('error.object.captcha_verification_failed', 'captcha_code');
    }
    await provider.record(action, actor);
    next();
  };
}
