import type { FromSchema } from 'json-schema-to-ts';

/**
 * The shapes the comment routes answer with and the limits both halves apply, written once:
 * the presenter returns these types, the routes declare these schemas as their `response`, and
 * the browser imports the same types. Pure data and types, because the web bundle imports it.
 */

/** Answer: a comment holds 2 to 600 characters. */
export const COMMENT_MIN = 2;
export const COMMENT_MAX = 600;
/** SPEC §9: the first load shows 3 comments by votes, later pages 15. */
export const COMMENT_FIRST_PAGE_SIZE = 3;
export const COMMENT_PAGE_SIZE = 15;
export const COMMENT_PAGE_SIZE_MAX = 100;
export const COMMENT_ORDERS = ['vote', 'created_at'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

const text = { type: 'string' } as const;

/** What the viewer may do to a comment. */
export const commentActionSchema = {
  type: 'object',
  required: ['action', 'name', 'type'],
  properties: { action: { enum: ['edit', 'delete', 'report'] }, name: text, type: { enum: ['edit', 'confirm', 'reason'] } },
  additionalProperties: false,
} as const;
export type CommentAction = FromSchema<typeof commentActionSchema>;

/** One comment (Answer's GetCommentResp, SPEC §3 Comment). */
export const commentSchema = {
  type: 'object',
  required: [
    'comment_id', 'object_id', 'user_id', 'user_display_name', 'username', 'user_avatar', 'user_rank', 'user_status', 'reply_comment_id',
    'reply_user_id', 'reply_username', 'reply_user_display_name', 'reply_user_status', 'created_at', 'parsed_text',
    'original_text', 'vote_count', 'is_vote', 'member_actions',
  ],
  properties: {
    comment_id: text,
    object_id: text,
    user_id: text,
    user_display_name: text,
    username: text,
    user_avatar: text,
    /** The author's reputation, shown on the comment like on question and answer cards (not in Answer's shape). */
    user_rank: { type: 'integer' },
    user_status: text,
    /** '' when the comment replies to no one. */
    reply_comment_id: text,
    reply_user_id: text,
    reply_username: text,
    reply_user_display_name: text,
    reply_user_status: text,
    created_at: { type: 'integer' },
    parsed_text: text,
    original_text: text,
    vote_count: { type: 'integer' },
    is_vote: { type: 'boolean' },
    member_actions: { type: 'array', items: commentActionSchema },
  },
  additionalProperties: false,
} as const;
export type CommentView = FromSchema<typeof commentSchema>;

export const commentPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count: { type: 'integer' }, list: { type: 'array', items: commentSchema } },
  additionalProperties: false,
} as const;
export type CommentPage = FromSchema<typeof commentPageSchema>;

/** What an edit answers: the new text and its rendering. */
export const commentEditedSchema = {
  type: 'object',
  required: ['comment_id', 'original_text', 'parsed_text'],
  properties: { comment_id: text, original_text: text, parsed_text: text },
  additionalProperties: false,
} as const;
export type CommentEdited = FromSchema<typeof commentEditedSchema>;
