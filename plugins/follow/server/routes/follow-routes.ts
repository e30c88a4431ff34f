import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { TAG_NAME_MAX, tagRefSchema } from '../../../tags/schemas/tag.ts';
import { FOLLOWED_TAGS_MAX, followResultSchema } from '../../schemas/follow.ts';
import type { FollowService } from '../follow-service.ts';

const followBody = {
  type: 'object',
  required: ['object_id'],
  properties: {
    object_id: { type: 'string', minLength: 1, maxLength: 32 },
    is_cancel: { type: 'boolean', default: false },
  },
} as const;

const followTagsBody = {
  type: 'object',
  required: ['slug_name_list'],
  properties: {
    slug_name_list: { type: 'array', maxItems: FOLLOWED_TAGS_MAX, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: TAG_NAME_MAX } },
  },
} as const;

/** `follow`, `follow/tags` and `tags/following` (SPEC §7.2 Voting and collecting). */
export function followRoutes(follows: FollowService): RouteDefinition<any, any>[] {
  return [
    defineRoute<FromSchema<typeof followBody>>({
      method: 'post', path: '/follow', access: 'activated', body: followBody, response: followResultSchema,
      handler: ({ body, user }) => follows.follow(user!, body.object_id, body.is_cancel ?? false),
    }),
    defineRoute<FromSchema<typeof followTagsBody>>({
      method: 'put', path: '/follow/tags', access: 'activated', body: followTagsBody, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await follows.replaceTags(user!, body.slug_name_list);
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/tags/following', access: 'member', response: { type: 'array', items: tagRefSchema },
      handler: ({ user }) => follows.followingTags(user!),
    }),
  ];
}
