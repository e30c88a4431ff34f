import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { captchaGuard, rateLimit } from '../guards/rate-limit.ts';
import { presentCurrentUser } from './account-state.ts';
import type { Kernel } from '../kernel.ts';

const captchaFields = {
  captcha_id: { type: 'string', maxLength: 100 },
  captcha_code: { type: 'string', maxLength: 100 },
} as const;

const registerBody = {
  type: 'object',
  required: ['name', 'e_mail', 'pass'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 30, notBlank: true },
    e_mail: { type: 'string', maxLength: 500, format: 'email' },
    pass: { type: 'string', minLength: 8, maxLength: 32 },
    ...captchaFields,
  },
} as const;

const loginBody = {
  type: 'object',
  required: ['e_mail', 'pass'],
  properties: {
    e_mail: { type: 'string', minLength: 1, maxLength: 500 },
    pass: { type: 'string', minLength: 1, maxLength: 32 },
    ...captchaFields,
  },
} as const;

const codeBody = { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 500 } } } as const;

const resetBody = {
  type: 'object',
  required: ['e_mail'],
  properties: { e_mail: { type: 'string', maxLength: 500, format: 'email' }, ...captchaFields },
} as const;

const replacementBody = {
  type: 'object',
  required: ['code', 'pass'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 100 }, pass: { type: 'string', minLength: 8, maxLength: 32 } },
} as const;

const emailChangeBody = {
  type: 'object',
  required: ['e_mail'],
  properties: { e_mail: { type: 'string', maxLength: 500, format: 'email' }, pass: { type: 'string', maxLength: 32 }, ...captchaFields },
} as const;

/** Registration, login, logout, activation, recovery and e-mail change (SPEC §7.2 Users). */
export function accountRoutes(k: Kernel): RouteDefinition<any, any>[] {
  const limited = (action: string) => rateLimit(k.cache, action, () => k.rateLimits);
  const respond = (r: { user: Parameters<typeof presentCurrentUser>[0]; token: string }) => presentCurrentUser(r.user, r.token, k.clock.now());
  return [
    defineRoute<FromSchema<typeof registerBody>>({
      method: 'post', path: '/user/register/email', access: 'public', body: registerBody,
      guards: [limited('register'), captchaGuard(() => k.captcha(), 'register')],
      handler: async ({ body, req }) => respond(await k.accounts.register({ ...body, language: '' }, req.quorum.ip)),
    }),
    defineRoute<FromSchema<typeof loginBody>>({
      method: 'post', path: '/user/login/email', access: 'public', body: loginBody,
      guards: [limited('login'), captchaGuard(() => k.captcha(), 'login')],
      handler: async ({ body, req }) => respond(await k.accounts.login(body, req.quorum.ip)),
    }),
    defineRoute({
      // Anyone holding a session may end it, suspended members included.
      method: 'get', path: '/user/logout', access: 'public',
      handler: async ({ req }) => {
        await k.accounts.logout(req.quorum.sessionId);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      method: 'post', path: '/user/email/verification', access: 'public', body: codeBody,
      handler: async ({ body, req }) => respond(await k.accounts.verifyEmail(body.code, req.quorum.ip)),
    }),
    defineRoute({
      method: 'post', path: '/user/email/verification/send', access: 'member',
      guards: [limited('email'), captchaGuard(() => k.captcha(), 'email')],
      handler: async ({ user }) => {
        await k.accounts.resendActivation(user!.id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof resetBody>>({
      method: 'post', path: '/user/password/reset', access: 'public', body: resetBody,
      guards: [limited('password_reset'), captchaGuard(() => k.captcha(), 'password')],
      handler: async ({ body }) => {
        await k.accounts.requestPasswordReset(body.e_mail);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof replacementBody>>({
      method: 'post', path: '/user/password/replacement', access: 'public', body: replacementBody,
      handler: async ({ body }) => {
        await k.accounts.replacePassword(body.code, body.pass);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof emailChangeBody>>({
      method: 'post', path: '/user/email/change/code', access: 'member', body: emailChangeBody,
      guards: [limited('email'), captchaGuard(() => k.captcha(), 'email')],
      handler: async ({ body, user }) => {
        await k.accounts.requestEmailChange(user!.id, body.e_mail, body.pass);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof codeBody>>({
      method: 'put', path: '/user/email', access: 'public', body: codeBody,
      handler: async ({ body, req }) => respond(await k.accounts.confirmEmailChange(body.code, req.quorum.ip)),
    }),
  ];
}
