import type { FromSchema } from 'json-schema-to-ts';
import { userBadgeSchema } from '../../../schemas/api/user.ts';

/**
 * What the notification routes take and answer, written once: the server's presenters return
 * these types, the routes declare these schemas, and the web half imports the same types.
 * Pure data and types, because the browser bundle imports it.
 */

/** The two lists a member has (Answer's notification types). */
export const NOTIFICATION_TYPES = ['inbox', 'achievement'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Answer's inbox filters: posts (answers, comments, edits…), votes, invites; all by default. */
export const INBOX_TYPES = ['all', 'posts', 'votes', 'invites'] as const;
export type InboxType = (typeof INBOX_TYPES)[number];

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** How often the header asks for the red dots (SPEC §9), and only for activated members. */
export const RED_DOT_POLL_MS = 3000;

const count = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;

export { redDotSchema, type RedDot } from '../../../schemas/api/red-dot.ts';

export const notificationPageQuerySchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: NOTIFICATION_TYPES },
    inbox_type: { type: 'string', enum: INBOX_TYPES, default: 'all' },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
  },
} as const;
export type NotificationPageQuery = FromSchema<typeof notificationPageQuerySchema>;

/** `{ type }` of PUT notification/status and notification/read/state/all. */
export const notificationTypeBodySchema = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: NOTIFICATION_TYPES } },
} as const;
export type NotificationTypeBody = FromSchema<typeof notificationTypeBodySchema>;

export const readStateBodySchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
export type ReadStateBody = FromSchema<typeof readStateBodySchema>;

/** Who caused a notice: the user badge (absent for system changes). */
export const noticeUserSchema = userBadgeSchema;

/** What a notice is about; `object_map` names the question, answer and comment it sits in. */
export const noticeObjectSchema = {
  type: 'object',
  required: ['title', 'object_id', 'object_type', 'object_map'],
  properties: {
    title: text,
    object_id: text,
    /** question, answer or comment; badge_award for a badge earned; '' for a reputation change about no post (activation). */
    object_type: { type: 'string', enum: ['question', 'answer', 'comment', 'badge_award', ''] },
    object_map: {
      type: 'object',
      properties: { question: text, answer: text, comment: text, badge_id: text },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** Answer's NotificationContent; `notification_action` is already in the reader's language. */
export const notificationItemSchema = {
  type: 'object',
  required: ['id', 'object_info', 'rank', 'notification_action', 'is_read', 'update_time'],
  properties: {
    id: text,
    user_info: noticeUserSchema,
    object_info: noticeObjectSchema,
    /** Achievements: the reputation gained (or lost, negative). 0 in the inbox. */
    rank: { type: 'integer' },
    notification_action: text,
    is_read: { type: 'boolean' },
    update_time: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type NotificationItem = FromSchema<typeof notificationItemSchema>;

export const notificationPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count, list: { type: 'array', items: notificationItemSchema } },
  additionalProperties: false,
} as const;
export type NotificationPage = FromSchema<typeof notificationPageSchema>;

/** The unsubscribe link's code (Answer allows up to 500 characters). */
export const unsubscribeBodySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;
export type UnsubscribeBody = FromSchema<typeof unsubscribeBodySchema>;

/** Where a notice leads (Answer's inbox links; a comment opens its post with `commentId`, a badge its page). */
export function noticePath(info: Pick<FromSchema<typeof noticeObjectSchema>, 'object_type' | 'object_id' | 'object_map'>): string {
  const { question = '', answer = '', comment = '', badge_id = '' } = info.object_map;
  if (info.object_type === 'badge_award') return `/badges/${badge_id}`;
  if (info.object_type === 'question') return `/questions/${info.object_id}`;
  if (info.object_type === 'answer') return `/questions/${question}/${info.object_id}`;
  if (info.object_type === 'comment') return `/questions/${question}${answer ? `/${answer}` : ''}?commentId=${comment}`;
  return '';
}
