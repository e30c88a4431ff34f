import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { AuthError } from '../http/errors.ts';
import { captchaActor, captchaGuard, rateLimit } from '../guards/rate-limit.ts';
import { presentCurrentUser } from './account-state.ts';
import { isStaff, UserStatus } from './session-user.ts';
import { passwordChangeBody, type PasswordChangeBody } from '../../schemas/api/account-bodies.ts';
import { actionRecordQuery, captchaChallengeSchema, type CaptchaActionName } from '../../schemas/api/captcha.ts';
import { nullSchema } from '../../schemas/api/common.ts';
import { userInfoSchema } from '../../schemas/api/user.ts';
import type { CaptchaAction } from '../ports/captcha.ts';
import type { Kernel } from '../kernel.ts';

/**
 * The signed-in session's account: who is signed in, their password, and whether an action needs
 * a captcha. Profile editing, the interface language and member search live in the users plugin.
 */
export function profileRoutes(k: Kernel): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      // As Answer: a visitor, or a token that is bad, expired or revoked, gets 200 with null, so
      // clients treat the caller as a visitor rather than sending them to the login page. Open to
      // suspended members too, so the suspended page can say until when.
      method: 'get', path: '/user/info', access: 'public', response: userInfoSchema,
      handler: async ({ req, user }) => {
        if (!user) return null;
        const row = await k.users.byId(user.id);
        if (!row || row.status === UserStatus.deleted) throw new AuthError();
        return presentCurrentUser(row, req.quorum.token ?? '', k.clock.now());
      },
    }),
    defineRoute<PasswordChangeBody>({
      method: 'put', path: '/user/password', access: 'activated', body: passwordChangeBody, response: nullSchema,
      guards: [rateLimit(k.cache, 'password', () => k.rateLimits), captchaGuard(() => k.captcha(), 'edit_userinfo')],
      handler: async ({ body, user, req }) => {
        await k.accounts.changePassword(user!.id, req.quorum.sessionId, body.old_pass, body.pass);
        return null;
      },
    }),
    defineRoute<unknown, { action: CaptchaActionName }>({
      method: 'get', path: '/user/action/record', access: 'public', query: actionRecordQuery, response: captchaChallengeSchema,
      handler: async ({ query, req }) => {
        if (isStaff(req.quorum.user)) return { verify: false };
        return k.captcha().challenge(query.action as CaptchaAction, captchaActor(req, query.action as CaptchaAction));
      },
    }),
  ];
}
