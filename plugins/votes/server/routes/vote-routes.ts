import type { RequestHandler } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { voteResultSchema } from '../../schemas/vote.ts';
import type { Direction, VoteService } from '../vote-service.ts';

const voteBody = {
  type: 'object',
  required: ['object_id'],
  properties: {
    object_id: { type: 'string', minLength: 1, maxLength: 32 },
    is_cancel: { type: 'boolean', default: false },
    captcha_id: { type: 'string', maxLength: 100 },
    captcha_code: { type: 'string', maxLength: 100 },
  },
} as const;

type VoteBody = FromSchema<typeof voteBody>;

/** `vote/up` and `vote/down` (SPEC §7.2 Voting and collecting); `captcha` asks past Answer's `vote` count. */
export function voteRoutes(votes: VoteService, captcha: RequestHandler): RouteDefinition<any, any>[] {
  const route = (path: string, direction: Direction) =>
    defineRoute<VoteBody>({
      method: 'post', path, access: 'activated', body: voteBody, response: voteResultSchema, guards: [captcha],
      handler: ({ body, user }) => votes.vote(user!, body.object_id, direction, body.is_cancel ?? false),
    });
  return [route('/vote/up', 1), route('/vote/down', -1)];
}
