import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the follow routes answer, written once: the service returns these types, the routes
 * declare the schemas as their `response`, and the browser imports the same types. Pure data
 * and types, because the web bundle imports it. Followed tags come in the tags plugin's shape.
 */

/** How many tags one `follow/tags` call may name. */
export const FOLLOWED_TAGS_MAX = 100;

/** `follow`: whether the member now follows the object, and its follower count. */
export const followResultSchema = {
  type: 'object',
  required: ['follows', 'is_followed'],
  properties: { follows: { type: 'integer', minimum: 0 }, is_followed: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export type FollowResult = FromSchema<typeof followResultSchema>;
