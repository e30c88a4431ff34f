import type { Request, Response } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type PluginContext, type RouteDefinition, type UserRow } from '../../../../kernel/api.ts';
import {
  codeBody, emailChangeBody, loginBody, registerBody, replacementBody, resetBody,
  type EmailChangeBody, type LoginBody, type RegisterBody, type ReplacementBody, type ResetBody,
} from '../../../../schemas/api/account-bodies.ts';
import { currentUserSchema } from '../../../../schemas/api/user.ts';
import { nullSchema } from '../../../../schemas/api/common.ts';
import { isWrongCredentials, type AccountService } from '../account-service.ts';
import { presentCurrentUser } from '../current-user.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

/** `GET user/email/delivery`: whether the site's mail leaves it (an SMTP host is set), or is only written to the server log. */
const mailDeliverySchema = {
  type: 'object',
  required: ['mail_leaves_site'],
  properties: { mail_leaves_site: { type: 'boolean' } },
  additionalProperties: false,
} as const;

/** `POST user/password/replacement/check`: whether a reset link's code still works, so its page can say so before the form. */
const codeLiveSchema = {
  type: 'object',
  required: ['live'],
  properties: { live: { type: 'boolean' } },
  additionalProperties: false,
} as const;

/** Registration, login, logout, activation, recovery and e-mail change (SPEC §7.2 Users). */
export function accountRoutes(ctx: PluginContext, accounts: AccountService, logins: LoginThrottle): RouteDefinition<any, any>[] {
  const limited = (action: 'register' | 'email' | 'password_reset') => ctx.rateLimit(action, RATE_LIMITS[action]);
  // Every answer that hands out a token also sets the session cookie (the kernel's session-cookie.ts).
  const respond = (req: Request, res: Response, r: { user: UserRow; token: string }) => {
    ctx.sessions.setCookie(req, res, r.token);
    return presentCurrentUser(r.user, r.token, ctx.clock.now());
  };
  return [
    defineRoute<RegisterBody>({
      method: 'post', path: '/user/register/email', access: 'public', body: registerBody, response: currentUserSchema,
      guards: [limited('register'), ctx.captcha('email')],
      handler: async ({ body, req, res }) => respond(req, res, await accounts.register({ ...body, language: '' }, req.quorum.ip)),
    }),
    defineRoute<LoginBody>({
      method: 'post', path: '/user/login/email', access: 'public', body: loginBody, response: currentUserSchema,
      // Answer's captcha action for a password login is `password`; only failures count toward it.
      guards: [logins.guard(), ctx.captcha('password', { record: false })],
      handler: async ({ body, req, res }) => {
        try {
          const result = await accounts.login(body, req.quorum.ip);
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
        await accounts.logout(req.quorum.sessionId);
        ctx.sessions.clearCookie(req, res);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      method: 'post', path: '/user/email/verification', access: 'public', body: codeBody, response: currentUserSchema,
      handler: async ({ body, req, res }) => respond(req, res, await accounts.verifyEmail(body.code, req.quorum.ip)),
    }),
    defineRoute({
      method: 'post', path: '/user/email/verification/send', access: 'member', response: nullSchema,
      guards: [limited('email'), ctx.captcha('email')],
      handler: async ({ user }) => {
        await accounts.resendActivation(user!.id);
        return null;
      },
    }),
    defineRoute({
      // The activation screen says so when the mail it speaks of never leaves the site: without
      // SMTP the link is only in the server log, which a self-hoster trying the site must be told.
      method: 'get', path: '/user/email/delivery', access: 'member', response: mailDeliverySchema,
      handler: async (): Promise<FromSchema<typeof mailDeliverySchema>> => ({ mail_leaves_site: await ctx.mailer.ready().catch(() => false) }),
    }),
    defineRoute<ResetBody>({
      method: 'post', path: '/user/password/reset', access: 'public', body: resetBody, response: nullSchema,
      guards: [limited('password_reset'), ctx.captcha('email')],
      handler: async ({ body }) => {
        await accounts.requestPasswordReset(body.e_mail);
        return null;
      },
    }),
    defineRoute<ReplacementBody>({
      method: 'post', path: '/user/password/replacement', access: 'public', body: replacementBody, response: nullSchema,
      handler: async ({ body }) => {
        await accounts.replacePassword(body.code, body.pass);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      // Quorum's own (Answer's page shows the form and fails on submit); it uses nothing up.
      method: 'post', path: '/user/password/replacement/check', access: 'public', body: codeBody, response: codeLiveSchema,
      handler: async ({ body }): Promise<FromSchema<typeof codeLiveSchema>> => ({ live: await accounts.passwordResetCodeLive(body.code) }),
    }),
    defineRoute<EmailChangeBody>({
      method: 'post', path: '/user/email/change/code', access: 'member', body: emailChangeBody, response: nullSchema,
      guards: [limited('email'), ctx.captcha('email')],
      handler: async ({ body, user }) => {
        await accounts.requestEmailChange(user!.id, body.e_mail, body.pass);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      method: 'put', path: '/user/email', access: 'public', body: codeBody, response: currentUserSchema,
      handler: async ({ body, req, res }) => respond(req, res, await accounts.confirmEmailChange(body.code, req.quorum.ip)),
    }),
  ];
}
