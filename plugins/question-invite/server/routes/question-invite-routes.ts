import type { RequestHandler } from 'express';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { inviteBodySchema, inviteeSchema, inviteQuerySchema, type InviteBody, type InviteQuery } from '../../schemas/question-invite.ts';
import type { InviteService } from '../invite-service.ts';

const inviteesSchema = { type: 'array', items: inviteeSchema } as const;

/** `GET`/`PUT question/invite` (Answer's paths); `guards` are the invite action's rate limit and captcha. */
export function questionInviteRoutes(invites: InviteService, guards: RequestHandler[]): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, InviteQuery>({
      method: 'get', path: '/question/invite', access: 'optional', query: inviteQuerySchema, response: inviteesSchema,
      handler: ({ query, user }) => invites.list(query.id, user),
    }),
    defineRoute<InviteBody>({
      method: 'put', path: '/question/invite', access: 'activated', body: inviteBodySchema, response: { type: 'null' }, guards,
      handler: async ({ body, user }) => {
        await invites.set(user!, body);
      },
    }),
  ];
}
