import {
  AuthError, CaptchaPoint, defineRoute, isStaff, UserStatus,
  type CaptchaAction, type PluginContext, type RouteDefinition,
} from '../../../../kernel/api.ts';
import { passwordChangeBody, type PasswordChangeBody } from '../../../../schemas/api/account-bodies.ts';
import { actionRecordQuery, captchaChallengeSchema, type CaptchaActionName } from '../../../../schemas/api/captcha.ts';
import { nullSchema } from '../../../../schemas/api/common.ts';
import { userInfoSchema } from '../../../../schemas/api/user.ts';
import type { AccountService } from '../account-service.ts';
import { presentCurrentUser } from '../current-user.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

/**
 * The signed-in session's account: who is signed in, their password, and whether an action needs
 * a captcha. Profile editing, the interface language and member search live in the users plugin.
 */
export function memberRoutes(ctx: PluginContext, accounts: AccountService): RouteDefinition<any, any>[] {
  const captcha = ctx.use(CaptchaPoint);
  return [
    defineRoute({
      // As Answer: a visitor, or a token that is bad, expired or revoked, gets 200 with null, so
      // clients treat the caller as a visitor rather than sending them to the login page. Open to
      // suspended members too, so the suspended page can say until when.
      method: 'get', path: '/user/info', access: 'public', response: userInfoSchema,
      handler: async ({ req, user }) => {
        if (!user) return null;
        const row = await ctx.credentials.byId(user.id);
        if (!row || row.status === UserStatus.deleted) throw new AuthError();
        return presentCurrentUser(row, req.quorum.token ?? '', ctx.clock.now());
      },
    }),
    defineRoute<PasswordChangeBody>({
      method: 'put', path: '/user/password', access: 'activated', body: passwordChangeBody, response: nullSchema,
      guards: [ctx.rateLimit('password', RATE_LIMITS.password), ctx.captcha('edit_userinfo')],
      handler: async ({ body, user, req }) => {
        await accounts.changePassword(user!.id, req.quorum.sessionId, body.old_pass, body.pass);
        return null;
      },
    }),
    defineRoute<unknown, { action: CaptchaActionName }>({
      method: 'get', path: '/user/action/record', access: 'public', query: actionRecordQuery, response: captchaChallengeSchema,
      handler: async ({ query, req }) => {
        // Staff are never asked; without a captcha plugin, nobody is.
        const provider = captcha();
        if (isStaff(req.quorum.user) || !provider) return { verify: false };
        return provider.challenge(query.action as CaptchaAction, req);
      },
    }),
  ];
}
