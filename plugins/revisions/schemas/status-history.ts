import type { FromSchema } from 'json-schema-to-ts';
import { memberCardSchema as userBasicInfoSchema } from '../../../schemas/api/user.ts';

/**
 * The status history of a member's posts, for the admin's member overview
 * (`GET /answer/admin/api/activity/post-status`): who closed, deleted, undeleted, pinned or
 * unlisted which of their posts, when, and the reason given. Pure data and types.
 */

export const STATUS_HISTORY_PAGE_SIZE = 10;
export const STATUS_HISTORY_PAGE_SIZE_MAX = 50;

export const POST_STATUS_STEPS = ['closed', 'reopened', 'deleted', 'undeleted', 'pinned', 'unpinned', 'unlisted', 'listed'] as const;
export type PostStatusStep = (typeof POST_STATUS_STEPS)[number];

export const postStatusQuery = {
  type: 'object',
  required: ['user_id'],
  properties: {
    /** The member whose posts' history is listed. */
    user_id: { type: 'string', pattern: '^[0-9]{1,20}$' },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, default: STATUS_HISTORY_PAGE_SIZE },
  },
} as const;
export type PostStatusQuery = FromSchema<typeof postStatusQuery>;

const text = { type: 'string' } as const;

export const postStatusEntrySchema = {
  type: 'object',
  required: ['activity_id', 'object_id', 'object_type', 'question_id', 'title', 'activity_type', 'comment', 'created_at', 'operator'],
  additionalProperties: false,
  properties: {
    activity_id: text,
    /** The post (stored id), its kind, and its question ('' when the post is gone). */
    object_id: text,
    object_type: { enum: ['question', 'answer'] },
    question_id: text,
    /** The question's title. */
    title: text,
    activity_type: { enum: POST_STATUS_STEPS },
    /** The reason given (a close message, the admin's delete reason), or ''. */
    comment: text,
    created_at: { type: 'integer' },
    /** Who changed the status. */
    operator: userBasicInfoSchema,
  },
} as const;
export type PostStatusEntry = FromSchema<typeof postStatusEntrySchema>;

export const postStatusPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  additionalProperties: false,
  properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: postStatusEntrySchema } },
} as const;
export type PostStatusPage = FromSchema<typeof postStatusPageSchema>;
