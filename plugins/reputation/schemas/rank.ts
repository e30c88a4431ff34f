import type { FromSchema } from 'json-schema-to-ts';

/**
 * What `personal/rank/page` and `user/ranking` answer (Answer's GetRankPersonalPageResp and
 * UserRankingResp), written once: services return these types, the routes declare these
 * schemas as their `response`, and the browser imports the same. Pure data and types, because
 * the web bundle imports it.
 */

export const RANK_PAGE_SIZE = 20;
export const RANK_PAGE_SIZE_MAX = 100;
/** Each ranking column holds at most this many members (Answer's 20). */
export const RANKING_LIMIT = 20;
/** The ranking covers the last week. */
export const RANKING_WINDOW_SECONDS = 7 * 24 * 3600;

const text = { type: 'string' } as const;

/** One change in a member's reputation history. */
export const rankEntrySchema = {
  type: 'object',
  required: ['created_at', 'object_id', 'question_id', 'answer_id', 'object_type', 'title', 'url_title', 'content', 'reputation', 'rank_type'],
  properties: {
    created_at: { type: 'integer' },
    object_id: text,
    question_id: text,
    /** '' unless the change is about an answer. */
    answer_id: text,
    object_type: { enum: ['question', 'answer'] },
    /** The question's title (a deleted question shows a placeholder). */
    title: text,
    url_title: text,
    content: text,
    /** Points applied (negative for a loss). */
    reputation: { type: 'integer' },
    /** What happened, in the request language (upvoted, accepted, …). */
    rank_type: text,
  },
  additionalProperties: false,
} as const;
export type RankEntry = FromSchema<typeof rankEntrySchema>;

export const rankPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: rankEntrySchema } },
  additionalProperties: false,
} as const;
export type RankPage = FromSchema<typeof rankPageSchema>;

/** A member in a ranking column: `rank` is reputation gained in the week (staff: their reputation). */
export const rankedUserSchema = {
  type: 'object',
  required: ['username', 'display_name', 'avatar', 'rank', 'vote_count'],
  properties: {
    username: text,
    display_name: text,
    avatar: text,
    rank: { type: 'integer' },
    vote_count: { type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
} as const;
export type RankedUser = FromSchema<typeof rankedUserSchema>;

export const rankingSchema = {
  type: 'object',
  required: ['users_with_the_most_reputation', 'users_with_the_most_vote', 'staffs'],
  properties: {
    users_with_the_most_reputation: { type: 'array', items: rankedUserSchema },
    users_with_the_most_vote: { type: 'array', items: rankedUserSchema },
    staffs: { type: 'array', items: rankedUserSchema },
  },
  additionalProperties: false,
} as const;
export type Ranking = FromSchema<typeof rankingSchema>;
