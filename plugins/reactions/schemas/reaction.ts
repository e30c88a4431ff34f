import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the reaction routes take and answer, written once for the server and the browser
 * (Answer 2.0's `meta/reaction`). Pure data and types, because the web bundle imports it.
 */

/** Answer's emoji set, in the order its picker shows them. */
export const EMOJIS = ['heart', 'smile', 'frown'] as const;
export type Emoji = (typeof EMOJIS)[number];

/** How many members a reaction's tooltip names before "and N more". */
export const TOOLTIP_NAMES = 5;

export const reactionBodySchema = {
  type: 'object',
  required: ['object_id', 'emoji', 'reaction'],
  properties: {
    object_id: { type: 'string', minLength: 1, maxLength: 32 },
    emoji: { enum: EMOJIS },
    reaction: { enum: ['activate', 'deactivate'] },
  },
} as const;
export type ReactionBody = FromSchema<typeof reactionBodySchema>;

export const reactionQuerySchema = {
  type: 'object',
  required: ['object_id'],
  properties: { object_id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/** A post's reactions: each emoji someone chose, oldest first, with whether the viewer chose it. */
export const reactionSummarySchema = {
  type: 'object',
  required: ['reaction_summary'],
  properties: {
    reaction_summary: {
      type: 'array',
      items: {
        type: 'object',
        required: ['emoji', 'count', 'tooltip', 'is_active'],
        properties: {
          emoji: { enum: EMOJIS },
          count: { type: 'integer', minimum: 1 },
          /** Who reacted: the first names, then "and N more". */
          tooltip: { type: 'string' },
          is_active: { type: 'boolean' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;
export type ReactionSummary = FromSchema<typeof reactionSummarySchema>;
