import type { FromSchema } from 'json-schema-to-ts';
import { memberCardSchema } from '../../../schemas/api/user.ts';

/**
 * What the badge routes take and answer (Answer 2.0's badge_schema.go), written once for the
 * server and the browser. Pure data and types, because the web bundle imports it.
 */

/** 1 bronze, 2 silver, 3 gold. */
export const BADGE_LEVELS = [1, 2, 3] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];

export const BADGE_STATUSES = ['active', 'inactive'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** The badge page lists its earners 30 at a time, as Answer's page asks. */
export const AWARDS_PAGE_SIZE = 30;
export const PAGE_SIZE_MAX = 100;
/** How many badges the profile's "recent badges" shows (Answer's limit). */
export const RECENT_LIMIT = 10;

const text = { type: 'string' } as const;
const id = { type: 'string', minLength: 1, maxLength: 32 } as const;
const count = { type: 'integer', minimum: 0 } as const;
const level = { enum: BADGE_LEVELS } as const;
const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
const page = { type: 'integer', minimum: 1, default: 1 } as const;

/** A badge in a list: Answer's BadgeListInfo (earned_count: the viewer's awards of it). */
export const badgeListItemSchema = {
  type: 'object',
  required: ['id', 'name', 'icon', 'award_count', 'earned_count', 'level'],
  properties: { id: text, name: text, icon: text, award_count: count, earned_count: count, level },
  additionalProperties: false,
} as const;
export type BadgeListItem = FromSchema<typeof badgeListItemSchema>;

/** `GET badges`: the active badges by group, in the catalogue's order. */
export const badgeGroupsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['group_name', 'badges'],
    properties: { group_name: text, badges: { type: 'array', items: badgeListItemSchema } },
    additionalProperties: false,
  },
} as const;
export type BadgeGroups = FromSchema<typeof badgeGroupsSchema>;

export const badgeQuerySchema = { type: 'object', required: ['id'], properties: { id } } as const;
export type BadgeQuery = FromSchema<typeof badgeQuerySchema>;

/** `GET badge`: Answer's GetBadgeInfoResp; `description` is HTML from the site's own catalogue. */
export const badgeInfoSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'icon', 'award_count', 'earned_count', 'is_single', 'level'],
  properties: { id: text, name: text, description: text, icon: text, award_count: count, earned_count: count, is_single: { type: 'boolean' }, level },
  additionalProperties: false,
} as const;
export type BadgeInfo = FromSchema<typeof badgeInfoSchema>;

export const awardsPageQuerySchema = {
  type: 'object',
  required: ['badge_id'],
  properties: { badge_id: id, username, page, page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: AWARDS_PAGE_SIZE } },
} as const;
export type AwardsPageQuery = FromSchema<typeof awardsPageQuerySchema>;

/**
 * One award on a badge's page (Answer's GetBadgeAwardWithPageResp): who earned it and when, and
 * the post that earned it, blank when there is none or it is no longer shown.
 */
export const awardItemSchema = {
  type: 'object',
  required: ['created_at', 'object_id', 'question_id', 'answer_id', 'comment_id', 'object_type', 'url_title', 'author_user_info'],
  properties: {
    created_at: { type: 'integer' },
    object_id: text,
    question_id: text,
    answer_id: text,
    comment_id: text,
    object_type: { enum: ['question', 'answer', 'comment', ''] },
    url_title: text,
    author_user_info: memberCardSchema,
  },
  additionalProperties: false,
} as const;
export type AwardItem = FromSchema<typeof awardItemSchema>;

export const awardsPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count, list: { type: 'array', items: awardItemSchema } },
  additionalProperties: false,
} as const;
export type AwardsPage = FromSchema<typeof awardsPageSchema>;

export const userAwardsQuerySchema = { type: 'object', required: ['username'], properties: { username } } as const;
export type UserAwardsQuery = FromSchema<typeof userAwardsQuerySchema>;

/** A badge a member earned and how many times (Answer's GetUserBadgeAwardListResp). */
export const userBadgeSchema = {
  type: 'object',
  required: ['id', 'name', 'icon', 'earned_count', 'level'],
  properties: { id: text, name: text, icon: text, earned_count: { type: 'integer', minimum: 1 }, level },
  additionalProperties: false,
} as const;
export type UserBadge = FromSchema<typeof userBadgeSchema>;

/** `GET badge/user/awards` and `…/recent`: `{count, list}` as Answer pages them. */
export const userBadgesSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count, list: { type: 'array', items: userBadgeSchema } },
  additionalProperties: false,
} as const;
export type UserBadges = FromSchema<typeof userBadgesSchema>;

/** Admin `GET badges`: `q` matches the name in the reader's language, or `badge:<id>`. */
export const adminBadgesQuerySchema = {
  type: 'object',
  properties: { page, page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 20 }, status: { enum: [...BADGE_STATUSES, ''] }, q: { type: 'string', maxLength: 100 } },
} as const;
export type AdminBadgesQuery = FromSchema<typeof adminBadgesQuerySchema>;

/** Answer's GetBadgeListPagedResp (`earned` is always false there: the admin list has no viewer). */
export const adminBadgeSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'icon', 'award_count', 'earned', 'level', 'group_name', 'status'],
  properties: {
    id: text, name: text, description: text, icon: text, award_count: count, earned: { type: 'boolean' }, level, group_name: text, status: { enum: BADGE_STATUSES },
  },
  additionalProperties: false,
} as const;
export type AdminBadge = FromSchema<typeof adminBadgeSchema>;

export const adminBadgesPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count, list: { type: 'array', items: adminBadgeSchema } },
  additionalProperties: false,
} as const;
export type AdminBadgesPage = FromSchema<typeof adminBadgesPageSchema>;

export const badgeStatusBodySchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id, status: { enum: BADGE_STATUSES } },
} as const;
export type BadgeStatusBody = FromSchema<typeof badgeStatusBodySchema>;

/** `POST badge/share`: someone opened `question_id` through `username`'s share link. */
export const shareVisitBodySchema = {
  type: 'object',
  required: ['question_id', 'username'],
  properties: { question_id: id, username },
} as const;
export type ShareVisitBody = FromSchema<typeof shareVisitBodySchema>;
