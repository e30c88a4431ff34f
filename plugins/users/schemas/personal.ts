import type { FromSchema } from 'json-schema-to-ts';
import { authorAnswerSchema, authorQuestionSchema, AUTHOR_POST_ORDERS } from '../../questions/schemas/author-posts.ts';

/**
 * What the personal pages' calls answer (Answer's GetOtherUserInfoResp, personal/qa/top and the
 * personal question, answer, comment and vote pages), written once: the routes declare these,
 * the services return their types and the web half imports the same. Pure data.
 */

export const PERSONAL_PAGE_SIZE = 20;
export const PERSONAL_PAGE_SIZE_MAX = 100;
/** personal/qa/top lists this many of each (Answer's 5). */
export const TOP_POSTS = 5;
export { AUTHOR_POST_ORDERS as PERSONAL_ORDERS };
/** SPEC §2.1: the personal page's tabs; `bookmarks` and `votes` only on one's own page. */
export const PROFILE_TABS = ['overview', 'answers', 'questions', 'bookmarks', 'reputation', 'comments', 'votes'] as const;
export const OWN_TABS = ['bookmarks', 'votes'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const text = { type: 'string' } as const;
const time = { type: 'integer' } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** Answer's ConvertUserStatus names. */
export const PERSONAL_STATUSES = ['normal', 'suspended', 'deleted', 'inactive'] as const;

export const personalUserSchema = {
  type: 'object',
  required: [
    'id', 'username', 'display_name', 'avatar', 'rank', 'bio', 'bio_html', 'website', 'location', 'created_at', 'last_login_date',
    'follow_count', 'answer_count', 'question_count', 'vote_count', 'status', 'status_msg', 'suspended_until', 'role_id',
  ],
  properties: {
    id: text,
    username: text,
    display_name: text,
    /** The avatar's URL ('' for the letter avatar). */
    avatar: text,
    rank: { type: 'integer' },
    bio: text,
    bio_html: text,
    website: text,
    location: text,
    created_at: time,
    last_login_date: time,
    /** Answer's count of the member's followers; members cannot be followed (in Answer either), so 0. */
    follow_count: count,
    answer_count: count,
    question_count: count,
    /** Votes the member cast on questions and answers. */
    vote_count: count,
    status: { enum: PERSONAL_STATUSES },
    /** Why the profile is limited (suspended, deleted, inactive), in the request language; '' otherwise. */
    status_msg: text,
    /** 0 unless suspended until a time. */
    suspended_until: time,
    role_id: { enum: [1, 2, 3] },
  },
  additionalProperties: false,
} as const;
export type PersonalUser = FromSchema<typeof personalUserSchema>;


export const topPostsSchema = {
  type: 'object',
  required: ['question', 'answer'],
  properties: { question: { type: 'array', items: authorQuestionSchema }, answer: { type: 'array', items: authorAnswerSchema } },
  additionalProperties: false,
} as const;
export type TopPosts = FromSchema<typeof topPostsSchema>;

const pageOf = <T>(item: T) => ({
  type: 'object', required: ['count', 'list'], properties: { count, list: { type: 'array', items: item } }, additionalProperties: false,
} as const);

export const personalQuestionPageSchema = pageOf(authorQuestionSchema);
export const personalAnswerPageSchema = pageOf(authorAnswerSchema);
export type PersonalQuestionPage = FromSchema<typeof personalQuestionPageSchema>;
export type PersonalAnswerPage = FromSchema<typeof personalAnswerPageSchema>;

/** What a comment or a vote is about: the post and its question's title. */
const postProperties = {
  object_id: text,
  object_type: { enum: ['question', 'answer'] },
  question_id: text,
  /** '' unless the object is an answer. */
  answer_id: text,
  /** A deleted question's title is "Deleted question" in the request language (url_title ''). */
  title: text,
  url_title: text,
  content: text,
  created_at: time,
} as const;
const postRequired = ['object_id', 'object_type', 'question_id', 'answer_id', 'title', 'url_title', 'content', 'created_at'] as const;

export const personalCommentSchema = {
  type: 'object', required: [...postRequired, 'comment_id'], properties: { ...postProperties, comment_id: text }, additionalProperties: false,
} as const;
export type PersonalComment = FromSchema<typeof personalCommentSchema>;
export const personalCommentPageSchema = pageOf(personalCommentSchema);
export type PersonalCommentPage = FromSchema<typeof personalCommentPageSchema>;

export const personalVoteSchema = {
  type: 'object', required: [...postRequired, 'vote_type'], properties: { ...postProperties, vote_type: { enum: ['vote_up', 'vote_down'] } }, additionalProperties: false,
} as const;
export type PersonalVote = FromSchema<typeof personalVoteSchema>;
export const personalVotePageSchema = pageOf(personalVoteSchema);
export type PersonalVotePage = FromSchema<typeof personalVotePageSchema>;
