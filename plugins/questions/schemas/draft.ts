import type { FromSchema } from 'json-schema-to-ts';

/** A member's draft of a new question, a new answer or an edit (`GET|PUT draft`). Pure data and types. */

const text = { type: 'string' } as const;

export const DRAFT_TYPES = ['question', 'answer'] as const;

export const draftSchema = {
  type: 'object',
  required: ['object_type', 'object_id', 'title', 'content', 'tags', 'updated_at'],
  properties: {
    object_type: { enum: DRAFT_TYPES },
    /** '' for a new question, else the question answered or the post edited. */
    object_id: text,
    title: text,
    content: text,
    tags: {
      type: 'array',
      items: { type: 'object', required: ['slug_name', 'display_name'], properties: { slug_name: text, display_name: text }, additionalProperties: false },
    },
    updated_at: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type Draft = FromSchema<typeof draftSchema>;

/** No draft is `null`. */
export const draftOrNullSchema = { anyOf: [draftSchema, { type: 'null' }] } as const;
