import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { captchaGuard, rateLimit } from '../guards/rate-limit.ts';
import { LoginThrottle } from '../guards/login-throttle.ts';
import { isWrongCredentials } from './account-service.ts';
import { presentCurrentUser } from './account-state.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { userCenterRoutes } from './user-center-routes.ts';
import {
  codeBody, emailChangeBody, loginBody, registerBody, replacementBody, resetBody,
  type EmailChangeBody, type LoginBody, type RegisterBody, type ReplacementBody, type ResetBody,
} from '../../schemas/api/account-bodies.ts';
import { currentUserSchema } from '../../schemas/api/user.ts';
import { nullSchema } from '../../schemas/api/common.ts';
import type { Request, Response } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import type { Kernel } from '../kernel.ts';

/** Registration, login, logout, activation, recovery and e-mail change (SPEC §7.2 Users). */
export function accountRoutes(k: Kernel): RouteDefinition<any, any>[] {
  const limited = (action: string) => rateLimit(k.cache, action, () => k.rateLimits, k.clock);
  const logins = new LoginThrottle(k.cache, () => k.rateLimits, () => k.captcha(), k.clock);
  // Every answer that hands out a token also sets the session cookie (see session-cookie.ts).
  const respond = (req: Request, res: Response, r: { user: Parameters<typeof presentCurrentUser>[0]; token: string }) => {
    setSessionCookie(req, res, r.token);
    return presentCurrentUser(r.user, r.token, k.clock.now());
  };
  return [
    defineRoute<RegisterBody>({
      method: 'post', path: '/user/register/email', access: 'public', body: registerBody, response: currentUserSchema,
      guards: [limited('register'), captchaGuard(() => k.captcha(), 'email')],
      handler: async ({ body, req, res }) => respond(req, res, await k.accounts.register({ ...body, language: '' }, req.quorum.ip)),
    }),
    defineRoute<LoginBody>({
      method: 'post', path: '/user/login/email', access: 'public', body: loginBody, response: currentUserSchema,
      // Answer's captcha action for a password login is `password`; only failures count toward it.
      guards: [logins.guard(), captchaGuard(() => k.captcha(), 'password', { record: false })],
      handler: async ({ body, req, res }) => {
        try {
          const result = await k.accounts.login(body, req.quorum.ip);
          await logins.succeeded(req);
          return respond(req, res, result);
        } catch (err) {
          if (isWrongCredentials(err)) await logins.failed(req);
          throw err;
        }
      },
    }),
    defineRoute({
      // Anyone holding a session may end it, suspended members included.
      method: 'get', path: '/user/logout', access: 'public', response: nullSchema,
      handler: async ({ req, res }) => {
        await k.accounts.logout(req.quorum.sessionId);
        clearSessionCookie(req, res);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      method: 'post', path: '/user/email/verification', access: 'public', body: codeBody, response: currentUserSchema,
      handler: async ({ body, req, res }) => respond(req, res, await k.accounts.verifyEmail(body.code, req.quorum.ip)),
    }),
    defineRoute({
      method: 'post', path: '/user/email/verification/send', access: 'member', response: nullSchema,
      guards: [limited('email'), captchaGuard(() => k.captcha(), 'email')],
      handler: async ({ user }) => {
        await k.accounts.resendActivation(user!.id);
        return null;
      },
    }),
    defineRoute<ResetBody>({
      method: 'post', path: '/user/password/reset', access: 'public', body: resetBody, response: nullSchema,
      guards: [limited('password_reset'), captchaGuard(() => k.captcha(), 'email')],
      handler: async ({ body }) => {
        await k.accounts.requestPasswordReset(body.e_mail);
        return null;
      },
    }),
    defineRoute<ReplacementBody>({
      method: 'post', path: '/user/password/replacement', access: 'public', body: replacementBody, response: nullSchema,
      handler: async ({ body }) => {
        await k.accounts.replacePassword(body.code, body.pass);
        return null;
      },
    }),
    defineRoute<EmailChangeBody>({
      method: 'post', path: '/user/email/change/code', access: 'member', body: emailChangeBody, response: nullSchema,
      guards: [limited('email'), captchaGuard(() => k.captcha(), 'email')],
      handler: async ({ body, user }) => {
        await k.accounts.requestEmailChange(user!.id, body.e_mail, body.pass);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      method: 'put', path: '/user/email', access: 'public', body: codeBody, response: currentUserSchema,
      handler: async ({ body, req, res }) => respond(req, res, await k.accounts.confirmEmailChange(body.code, req.quorum.ip)),
    }),
    ...userCenterRoutes(),
  ];
}
