import type { Request, RequestHandler } from 'express';
import { InputError, isStaff, type Captcha, type CaptchaAction } from '../../../kernel/api.ts';

// Answer counts these per client address even for a signed-in caller (captcha_service.go).
const PER_ADDRESS: ReadonlySet<CaptchaAction> = new Set(['email', 'password', 'login', 'register']);

/** Whose counter an action moves: the member's, or the client address's (Answer's "unit"). */
export function captchaActor(req: Request, action: CaptchaAction): string {
  const user = req.quorum.user;
  return user && !PER_ADDRESS.has(action) ? `user:${user.id}` : `ip:${req.quorum.ip}`;
}

/**
 * The route guard behind `ctx.captcha(action)`: asks `captcha` whether this action needs a
 * captcha now; if so the request must carry a right `captcha_id` + `captcha_code`. With
 * `record: false` the route counts the attempt itself (login counts failures only).
 */
export function captchaGuard(captcha: Captcha, action: CaptchaAction, options: { record?: boolean } = {}): RequestHandler {
  return async (req, _res, next) => {
    // Admins and moderators are never asked (as in Answer).
    if (isStaff(req.quorum.user)) return next();
    const { verify } = await captcha.challenge(action, req, { issue: false });
    if (verify) {
      // GET calls (search) carry the answer in the query string, the others in the body.
      const body = ((req.method === 'GET' ? req.query : req.body) ?? {}) as { captcha_id?: string; captcha_code?: string };
      if (!body.captcha_code) throw InputError.field('error.object.captcha_verification_failed', 'captcha_code', 'validation.captcha_empty');
      if (!(await captcha.verify(body.captcha_id, body.captcha_code)))
        throw InputError.field('error.object.captcha_verification_failed', 'captcha_code');
    }
    if (options.record !== false) await captcha.record(action, req);
    next();
  };
}
