import type { FromSchema } from 'json-schema-to-ts';
import { revisionContentSchema, revisionSchema } from '../../revisions/schemas/revision.ts';

const text = { type: 'string' } as const;

/** Answer's UnreviewedRevisionInfoInfo: the content as it is now, beside the suggestion. */
export const unreviewedObjectSchema = {
  type: 'object',
  required: ['object_id', 'object_type', 'question_id', 'answer_id', 'object_creator_user_id', 'current'],
  additionalProperties: false,
  properties: { object_id: text, object_type: text, question_id: text, answer_id: text, object_creator_user_id: text, current: revisionContentSchema },
} as const;

/** Answer's GetUnreviewedRevisionResp. */
export const unreviewedItemSchema = {
  type: 'object',
  required: ['type', 'info', 'unreviewed_info'],
  additionalProperties: false,
  properties: { type: text, info: unreviewedObjectSchema, unreviewed_info: revisionSchema },
} as const;
export type UnreviewedItem = FromSchema<typeof unreviewedItemSchema>;

export const unreviewedPageSchema = {
  type: 'object', required: ['count', 'list'], additionalProperties: false,
  properties: { count: { type: 'integer' }, list: { type: 'array', items: unreviewedItemSchema } },
} as const;
export type UnreviewedPage = FromSchema<typeof unreviewedPageSchema>;

/** Answer 2.0's GetReviewingTypeResp: a queue the reviewer may open. */
export const reviewingTypeListSchema = {
  type: 'array',
  items: {
    type: 'object', required: ['name', 'label', 'todo_amount'], additionalProperties: false,
    properties: { name: text, label: text, todo_amount: { type: 'integer' } },
  },
} as const;
export type ReviewingTypeList = FromSchema<typeof reviewingTypeListSchema>;

export const AUDIT_OPERATIONS = ['approve', 'reject'] as const;
