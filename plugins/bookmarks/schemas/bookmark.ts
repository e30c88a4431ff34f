import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the bookmark routes answer, written once: the service and presenter return these types,
 * the routes declare the schemas as their `response`, and the browser imports the same types.
 * Pure data and types, because the web bundle imports it.
 */

/** The member's bookmark page size unless asked otherwise, and the largest page. */
export const BOOKMARK_PAGE_SIZE = 15;
export const BOOKMARK_PAGE_SIZE_MAX = 100;

/** `collection/switch`: whether the post is now bookmarked and its bookmark count. */
export const switchResultSchema = {
  type: 'object',
  required: ['switch', 'object_collection_count'],
  properties: { switch: { type: 'boolean' }, object_collection_count: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
} as const;
export type SwitchResult = FromSchema<typeof switchResultSchema>;

/** One entry of `personal/collection/page`: the bookmarked post and its question. */
export const bookmarkSchema = {
  type: 'object',
  required: ['id', 'object_id', 'object_type', 'question_id', 'answer_id', 'title', 'status', 'collected_at'],
  properties: {
    /** The question's id, as Answer's list links by it. */
    id: { type: 'string' },
    object_id: { type: 'string' },
    object_type: { enum: ['question', 'answer'] },
    question_id: { type: 'string' },
    /** '' for a bookmarked question. */
    answer_id: { type: 'string' },
    title: { type: 'string' },
    status: { enum: ['normal', 'closed', 'deleted', 'pending'] },
    collected_at: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type BookmarkView = FromSchema<typeof bookmarkSchema>;

export const bookmarkPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count: { type: 'integer' }, list: { type: 'array', items: bookmarkSchema } },
  additionalProperties: false,
} as const;
export type BookmarkPage = FromSchema<typeof bookmarkPageSchema>;
