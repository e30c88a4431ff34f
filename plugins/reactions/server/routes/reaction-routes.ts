import type { RequestHandler } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { reactionBodySchema, reactionQuerySchema, reactionSummarySchema, type ReactionBody } from '../../schemas/reaction.ts';
import type { ReactionService } from '../reaction-service.ts';

/** `GET`/`PUT meta/reaction` (Answer 2.0); `limit` is the reaction action's rate limit. */
export function reactionRoutes(reactions: ReactionService, limit: RequestHandler): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof reactionQuerySchema>>({
      method: 'get', path: '/meta/reaction', access: 'optional', query: reactionQuerySchema, response: reactionSummarySchema,
      visitorCache: { members: (kept, { query, user }) => reactions.overlay(kept, query.object_id, user) },
      handler: ({ query, user, req }) => reactions.summary(query.object_id, user, req.quorum.language),
    }),
    defineRoute<ReactionBody>({
      method: 'put', path: '/meta/reaction', access: 'activated', body: reactionBodySchema, response: reactionSummarySchema, guards: [limit],
      handler: ({ body, user, req }) => reactions.react(user!, body, req.quorum.language),
    }),
  ];
}
