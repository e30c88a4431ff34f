import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { AuthError } from '../http/errors.ts';
import { captchaActor, captchaGuard, rateLimit } from '../guards/rate-limit.ts';
import { presentCurrentUser, presentPublicUser } from './account-state.ts';
import { isStaff, UserStatus } from './session-user.ts';
import {
  interfaceBody, passwordChangeBody, profileBody, type InterfaceBody, type PasswordChangeBody, type ProfileBody,
} from '../../schemas/api/account-bodies.ts';
import { actionRecordQuery, captchaChallengeSchema, type CaptchaActionName } from '../../schemas/api/captcha.ts';
import { nullSchema } from '../../schemas/api/common.ts';
import { publicUserListSchema, userInfoSchema } from '../../schemas/api/user.ts';
import type { CaptchaAction } from '../ports/captcha.ts';
import type { Kernel } from '../kernel.ts';

const searchQuery = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The signed-in member's own account: info, profile, password, interface language. */
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
    defineRoute<ProfileBody>({
      method: 'put', path: '/user/info', access: 'activated', body: profileBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await k.profiles.update(user!.id, body);
        return null;
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
    defineRoute<InterfaceBody>({
      method: 'put', path: '/user/interface', access: 'member', body: interfaceBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await k.profiles.setLanguage(user!.id, body.language);
        return null;
      },
    }),
    defineRoute<unknown, { username: string }>({
      // @mention suggestions: at most 5 members whose username or display name starts with the text.
      method: 'get', path: '/user/info/search', access: 'activated', query: searchQuery, response: publicUserListSchema,
      handler: async ({ query }) => {
        const now = k.clock.now();
        return (await k.users.startingWith(query.username, 5)).map((u) => presentPublicUser(u, now));
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
