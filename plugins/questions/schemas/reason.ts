import type { FromSchema } from 'json-schema-to-ts';

/** The close, flag and review reasons (`GET reasons`). Pure data and types. */

const text = { type: 'string' } as const;

/** Reasons that take text: a link (`text`) or an explanation (`textarea`); '' takes none. */
export const REASON_CONTENT_TYPES = ['text', 'textarea', ''] as const;

/** Answer's ReasonItem. */
export const reasonItemSchema = {
  type: 'object',
  required: ['reason_key', 'reason_type', 'name', 'description', 'content_type', 'placeholder'],
  properties: {
    reason_key: text,
    reason_type: { type: 'integer' },
    name: text,
    description: text,
    content_type: { enum: REASON_CONTENT_TYPES },
    placeholder: text,
  },
  additionalProperties: false,
} as const;
export type ReasonItem = FromSchema<typeof reasonItemSchema>;

export const reasonListSchema = { type: 'array', items: reasonItemSchema } as const;
