import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { AuthError } from '../http/errors.ts';
import { captchaGuard, rateLimit } from '../guards/rate-limit.ts';
import { presentCurrentUser, presentPublicUser } from './account-state.ts';
import type { CaptchaAction } from '../ports/captcha.ts';
import { UserStatus } from './session-user.ts';
import type { Kernel } from '../kernel.ts';

const infoBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    display_name: { type: 'string', minLength: 1, maxLength: 30, notBlank: true },
    username: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[a-z0-9._-]+$' },
    avatar: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { enum: ['system', 'gravatar', 'custom', 'default'] },
        gravatar: { type: 'string', maxLength: 1024 },
        custom: { type: 'string', maxLength: 1024 },
      },
    },
    bio: { type: 'string', maxLength: 4096 },
    website: { anyOf: [{ type: 'string', maxLength: 0 }, { type: 'string', maxLength: 500, format: 'uri', pattern: '^https?://' }] },
    location: { type: 'string', maxLength: 100 },
  },
} as const;

const passwordBody = {
  type: 'object',
  required: ['pass'],
  properties: {
    old_pass: { type: 'string', maxLength: 32 },
    pass: { type: 'string', minLength: 8, maxLength: 32 },
    captcha_id: { type: 'string', maxLength: 100 },
    captcha_code: { type: 'string', maxLength: 100 },
  },
} as const;

const interfaceBody = {
  type: 'object',
  required: ['language'],
  properties: { language: { enum: ['Default', 'en_US', 'zh_CN'] }, color_scheme: { type: 'string', maxLength: 100 } },
} as const;

const actionQuery = {
  type: 'object',
  required: ['action'],
  properties: {
    action: { enum: ['email', 'password', 'edit_userinfo', 'question', 'answer', 'comment', 'edit', 'invitation_answer', 'search', 'report', 'delete', 'vote', 'login', 'register'] },
  },
} as const;

const searchQuery = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The signed-in member's own account: info, profile, password, interface language. */
export function profileRoutes(k: Kernel): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      // Open to suspended members too (as Answer), so the suspended page can say until when.
      method: 'get', path: '/user/info', access: 'public',
      handler: async ({ req, user }) => {
        const row = user ? await k.users.byId(user.id) : undefined;
        if (!row || row.status === UserStatus.deleted) throw new AuthError();
        return presentCurrentUser(row, req.quorum.token ?? '', k.clock.now());
      },
    }),
    defineRoute<FromSchema<typeof infoBody>>({
      method: 'put', path: '/user/info', access: 'activated', body: infoBody,
      handler: async ({ body, user }) => {
        await k.profiles.update(user!.id, body);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof passwordBody>>({
      method: 'put', path: '/user/password', access: 'activated', body: passwordBody,
      guards: [rateLimit(k.cache, 'password', () => k.rateLimits), captchaGuard(() => k.captcha(), 'password')],
      handler: async ({ body, user, req }) => {
        await k.accounts.changePassword(user!.id, req.quorum.sessionId, body.old_pass, body.pass);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof interfaceBody>>({
      method: 'put', path: '/user/interface', access: 'member', body: interfaceBody,
      handler: async ({ body, user }) => {
        await k.profiles.setLanguage(user!.id, body.language);
        return null;
      },
    }),
    defineRoute<unknown, FromSchema<typeof searchQuery>>({
      // @mention suggestions: at most 5 members whose username or display name starts with the text.
      method: 'get', path: '/user/info/search', access: 'activated', query: searchQuery,
      handler: async ({ query }) => {
        const now = k.clock.now();
        return (await k.users.startingWith(query.username, 5)).map((u) => presentPublicUser(u, now));
      },
    }),
    defineRoute<unknown, FromSchema<typeof actionQuery>>({
      method: 'get', path: '/user/action/record', access: 'public', query: actionQuery,
      handler: async ({ query, req, user }) => {
        const actor = user ? `user:${user.id}` : `ip:${req.quorum.ip}`;
        return k.captcha().challenge(query.action as CaptchaAction, actor);
      },
    }),
  ];
}
