import type { FromSchema } from 'json-schema-to-ts';
import { revisionContentSchema, revisionSchema } from '../../revisions/schemas/revision.ts';
import { tagRefSchema } from '../../tags/schemas/tag.ts';
import { memberCardSchema as userBasicInfoSchema } from '../../../schemas/api/user.ts';

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

/** Answer's GetUnreviewedPostPageResp: a held new post with the reviewer's reason. */
export const pendingPostSchema = {
  type: 'object',
  required: [
    'review_id', 'created_at', 'object_id', 'question_id', 'answer_id', 'comment_id', 'object_type', 'title', 'url_title', 'original_text',
    'parsed_text', 'tags', 'object_status', 'object_show_status', 'author_user_info', 'submit_at', 'submitter_display_name', 'reason',
  ],
  additionalProperties: false,
  properties: {
    review_id: { type: 'integer' }, created_at: { type: 'integer' }, object_id: text, question_id: text, answer_id: text, comment_id: text,
    object_type: { type: 'string', enum: ['question', 'answer'] }, title: text, url_title: text, original_text: text, parsed_text: text,
    tags: { type: 'array', items: tagRefSchema }, object_status: { type: 'integer' }, object_show_status: { type: 'integer' },
    author_user_info: userBasicInfoSchema, submit_at: { type: 'integer' }, submitter_display_name: text, reason: text,
  },
} as const;
export type PendingPost = FromSchema<typeof pendingPostSchema>;

export const pendingPostPageSchema = {
  type: 'object', required: ['count', 'list'], additionalProperties: false,
  properties: { count: { type: 'integer' }, list: { type: 'array', items: pendingPostSchema } },
} as const;
export type PendingPostPage = FromSchema<typeof pendingPostPageSchema>;

/** `PUT review/pending/post`'s decisions (Answer's UpdateReviewReq.status). */
export const PENDING_DECISIONS = ['approve', 'reject'] as const;

/** The queues `reviewing/type` may list, in Answer 2.0's names. */
export const REVIEW_QUEUES = ['queued_post', 'flagged_post', 'suggested_post_edit'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];
