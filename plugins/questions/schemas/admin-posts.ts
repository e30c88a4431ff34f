import type { FromSchema } from 'json-schema-to-ts';
import { pageOf } from './page.ts';
import { userBasicInfoSchema } from './user.ts';

/**
 * The admin's content pages (`/answer/admin/api/question/page`, `answer/page`, `question/status`,
 * `answer/status`): requests and responses, for the server routes and the admin screens alike.
 * Pure data and types.
 */

const text = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** The status tabs of the admin lists; `available` is Answer's name for normal. */
export const ADMIN_QUESTION_FILTERS = ['normal', 'closed', 'deleted', 'pending'] as const;
export const ADMIN_ANSWER_FILTERS = ['normal', 'deleted', 'pending'] as const;
export type AdminQuestionFilter = (typeof ADMIN_QUESTION_FILTERS)[number];
export type AdminAnswerFilter = (typeof ADMIN_ANSWER_FILTERS)[number];

/** The statuses the admin post-status modal offers (SPEC §2.3). */
export const ADMIN_QUESTION_STATUSES = ['normal', 'closed', 'deleted'] as const;
export const ADMIN_ANSWER_STATUSES = ['normal', 'deleted'] as const;
export type AdminQuestionStatus = (typeof ADMIN_QUESTION_STATUSES)[number];
export type AdminAnswerStatus = (typeof ADMIN_ANSWER_STATUSES)[number];

/** A page size the admin lists default to and never exceed. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_QUERY_MAX = 100;
/** The reason the modal asks for before a post is deleted. */
export const ADMIN_REASON_MAX = 500;

const pageFields = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, default: ADMIN_PAGE_SIZE },
  query: { type: 'string', maxLength: ADMIN_QUERY_MAX },
} as const;

/**
 * Quorum's additions for the member overview: `user_id` keeps one member's posts, and status
 * `all` lists every status (normal first is not implied: newest first, whatever the status).
 */
const memberFields = { user_id: { type: 'string', pattern: '^[0-9]{1,20}$' } } as const;

export const adminQuestionQuery = {
  type: 'object',
  properties: { ...pageFields, ...memberFields, status: { enum: [...ADMIN_QUESTION_FILTERS, 'available', 'all'] } },
} as const;
export const adminAnswerQuery = {
  type: 'object',
  properties: { ...pageFields, ...memberFields, status: { enum: [...ADMIN_ANSWER_FILTERS, 'available', 'all'] }, question_id: { type: 'string', maxLength: 30 } },
} as const;
export type AdminQuestionQuery = FromSchema<typeof adminQuestionQuery>;
export type AdminAnswerQuery = FromSchema<typeof adminAnswerQuery>;

const postId = { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' } as const;
/** Closing takes a close reason (and its text when it asks for one); deleting takes a reason. */
const reasonFields = {
  close_type: { type: 'integer', minimum: 0 },
  close_msg: { type: 'string', maxLength: ADMIN_REASON_MAX },
} as const;

export const adminQuestionStatusBody = {
  type: 'object',
  required: ['question_id', 'status'],
  properties: { question_id: postId, status: { enum: [...ADMIN_QUESTION_STATUSES, 'available'] }, ...reasonFields },
  additionalProperties: false,
} as const;
export const adminAnswerStatusBody = {
  type: 'object',
  required: ['answer_id', 'status'],
  properties: { answer_id: postId, status: { enum: [...ADMIN_ANSWER_STATUSES, 'available'] }, ...reasonFields },
  additionalProperties: false,
} as const;
export type AdminQuestionStatusBody = FromSchema<typeof adminQuestionStatusBody>;
export type AdminAnswerStatusBody = FromSchema<typeof adminAnswerStatusBody>;

/** One row of the admin's questions page. `status` is the stored id (1, 2, 10, 11). */
export const adminQuestionItemSchema = {
  type: 'object',
  required: [
    'id', 'title', 'url_title', 'excerpt', 'status', 'show', 'pin', 'vote_count', 'answer_count', 'view_count',
    'accepted_answer_id', 'create_time', 'update_time', 'user_info',
  ],
  properties: {
    id: text,
    title: text,
    url_title: text,
    excerpt: text,
    status: int,
    show: int,
    pin: int,
    vote_count: int,
    answer_count: int,
    view_count: int,
    accepted_answer_id: text,
    create_time: int,
    update_time: int,
    user_info: userBasicInfoSchema,
  },
  additionalProperties: false,
} as const;
export type AdminQuestionItem = FromSchema<typeof adminQuestionItemSchema>;

/** One row of the admin's answers page, with the question it answers. */
export const adminAnswerItemSchema = {
  type: 'object',
  required: ['id', 'question_id', 'question_info', 'excerpt', 'status', 'accepted', 'vote_count', 'create_time', 'update_time', 'user_info'],
  properties: {
    id: text,
    question_id: text,
    question_info: {
      type: 'object',
      required: ['id', 'title', 'url_title'],
      properties: { id: text, title: text, url_title: text },
      additionalProperties: false,
    },
    excerpt: text,
    status: int,
    accepted: int,
    vote_count: int,
    create_time: int,
    update_time: int,
    user_info: userBasicInfoSchema,
  },
  additionalProperties: false,
} as const;
export type AdminAnswerItem = FromSchema<typeof adminAnswerItemSchema>;

export const adminQuestionPageSchema = pageOf(adminQuestionItemSchema);
export const adminAnswerPageSchema = pageOf(adminAnswerItemSchema);
export type AdminQuestionPage = FromSchema<typeof adminQuestionPageSchema>;
export type AdminAnswerPage = FromSchema<typeof adminAnswerPageSchema>;
