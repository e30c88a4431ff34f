import type { FromSchema } from 'json-schema-to-ts';
import { reasonItemSchema } from '../../questions/schemas/reason.ts';
import { memberCardSchema as userBasicInfoSchema } from '../../../schemas/api/user.ts';
import { tagRefSchema } from '../../tags/schemas/tag.ts';

/** Flags: the member's `POST report` and the flag desk's list and actions. Pure data and types. */

const text = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** SPEC §9 and Answer's AddReportReq: the text of a reason that takes one. */
export const REPORT_CONTENT_MAX = 500;
export const FLAG_PAGE_SIZE = 20;
export const FLAG_PAGE_SIZE_MAX = 100;

/** What flags can point at while this plugin takes them (comments while the comments plugin is on). */
export const FLAG_SOURCES = ['question', 'answer', 'comment'] as const;
export type FlagSourceName = (typeof FLAG_SOURCES)[number];

/** The desk's tabs: flags waiting, and flags handled (acted on or ignored). */
export const FLAG_STATUSES = ['pending', 'completed'] as const;
export type FlagStatusName = (typeof FLAG_STATUSES)[number];

/** The moderator's actions on a flag (Answer's ReviewReportReq). */
export const FLAG_OPERATIONS = ['edit_post', 'close_post', 'delete_post', 'unlist_post', 'ignore_report'] as const;
export type FlagOperation = (typeof FLAG_OPERATIONS)[number];

const captcha = { captcha_id: { type: 'string', maxLength: 200 }, captcha_code: { type: 'string', maxLength: 200 } } as const;

export const reportBody = {
  type: 'object',
  required: ['object_id', 'report_type'],
  properties: {
    /** Sent by Answer's client; the object's type is read from the object itself. */
    source: { enum: FLAG_SOURCES },
    /** A question, answer or comment id, stored or short (permalink styles 3 and 4). */
    object_id: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' },
    report_type: { type: 'integer', minimum: 0 },
    content: { type: 'string', maxLength: REPORT_CONTENT_MAX },
    ...captcha,
  },
  additionalProperties: false,
} as const;
export type ReportBody = FromSchema<typeof reportBody>;

const pageFields = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, default: FLAG_PAGE_SIZE },
} as const;

const memberId = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;

/**
 * The desk's tabs, plus Quorum's filters for the admin's member overview: `all` statuses,
 * flags a member raised (`user_id`) or flags on their content (`reported_user_id`).
 */
export const flagPageQuery = {
  type: 'object',
  properties: {
    ...pageFields, status: { enum: [...FLAG_STATUSES, 'all'], default: 'pending' }, object_type: { enum: FLAG_SOURCES },
    user_id: memberId, reported_user_id: memberId,
  },
} as const;
export type FlagPageQuery = FromSchema<typeof flagPageQuery>;

export const flagActionBody = {
  type: 'object',
  required: ['flag_id', 'operation_type'],
  properties: {
    flag_id: { type: 'string', minLength: 1, maxLength: 30 },
    operation_type: { enum: FLAG_OPERATIONS },
    close_type: { type: 'integer', minimum: 0 },
    close_msg: { type: 'string', maxLength: REPORT_CONTENT_MAX },
    title: { type: 'string', maxLength: 1000 },
    content: { type: 'string', maxLength: 65535 },
    tags: { type: 'array', maxItems: 50, items: { type: 'object', required: ['slug_name'], properties: { slug_name: { type: 'string', maxLength: 200 } } } },
  },
  additionalProperties: false,
} as const;
export type FlagActionBody = FromSchema<typeof flagActionBody>;

/**
 * One flag with the flagged post in place (Answer's GetReportListPageResp). Statuses are the
 * post's stored ones: object_status 1 normal, 2 closed, 10 deleted; object_show_status 1 listed, 2 hidden.
 * A flagged comment carries its own text, status and author, and its post's title, tags and link.
 */
export const flagItemSchema = {
  type: 'object',
  required: [
    'flag_id', 'status', 'object_id', 'object_type', 'question_id', 'answer_id', 'comment_id', 'title', 'url_title', 'original_text',
    'parsed_text', 'tags', 'object_status', 'object_show_status', 'answer_count', 'answer_accepted', 'author_user_info', 'submitter_user',
    'reason', 'reason_content', 'created_at', 'submit_at', 'flagged_type', 'handled_at', 'link',
  ],
  properties: {
    flag_id: text,
    status: { enum: ['pending', 'completed', 'ignored'] },
    object_id: text,
    object_type: { enum: FLAG_SOURCES },
    question_id: text,
    answer_id: text,
    comment_id: text,
    title: text,
    url_title: text,
    original_text: text,
    parsed_text: text,
    tags: { type: 'array', items: tagRefSchema },
    object_status: int,
    object_show_status: int,
    answer_count: int,
    answer_accepted: { type: 'boolean' },
    author_user_info: userBasicInfoSchema,
    submitter_user: userBasicInfoSchema,
    reason: { anyOf: [reasonItemSchema, { type: 'null' }] },
    reason_content: text,
    created_at: int,
    submit_at: int,
    /** The action taken ('' while pending). */
    flagged_type: { enum: ['', ...FLAG_OPERATIONS] },
    handled_at: int,
    /** Where the post reads on the site. */
    link: text,
  },
  additionalProperties: false,
} as const;
export type FlagItem = FromSchema<typeof flagItemSchema>;

export const flagPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: flagItemSchema } },
  additionalProperties: false,
} as const;
export type FlagPage = FromSchema<typeof flagPageSchema>;

export const nullSchema = { type: 'null' } as const;
