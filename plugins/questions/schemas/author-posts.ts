import type { FromSchema } from 'json-schema-to-ts';
import { tagRefSchema } from '../../tags/schemas/tag.ts';

/**
 * A member's questions and answers as their personal page lists them (Answer's
 * UserQuestionInfo and UserAnswerInfo). Questions provides them through AuthorPostsPoint; the
 * users plugin serves them and its web half reads the same types. Pure data: the web imports it.
 */

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const tags = { type: 'array', items: tagRefSchema } as const;

/** Answer's names for a question's state on personal pages. */
export const AUTHOR_QUESTION_STATUSES = ['available', 'closed', 'deleted'] as const;

export const authorQuestionSchema = {
  type: 'object',
  required: ['question_id', 'title', 'url_title', 'vote_count', 'tags', 'view_count', 'answer_count', 'collection_count', 'created_at', 'accepted_answer_id', 'status'],
  properties: {
    question_id: text,
    title: text,
    url_title: text,
    vote_count: { type: 'integer' },
    tags,
    view_count: count,
    answer_count: count,
    collection_count: count,
    created_at: { type: 'integer' },
    /** '0' while none is accepted. */
    accepted_answer_id: text,
    status: { enum: AUTHOR_QUESTION_STATUSES },
  },
  additionalProperties: false,
} as const;
export type AuthorQuestion = FromSchema<typeof authorQuestionSchema>;

export const authorAnswerSchema = {
  type: 'object',
  required: ['answer_id', 'question_id', 'accepted', 'vote_count', 'create_time', 'update_time', 'question_info'],
  properties: {
    answer_id: text,
    question_id: text,
    /** 2 when the asker accepted it (Answer's numbers). */
    accepted: { enum: [1, 2] },
    vote_count: { type: 'integer' },
    create_time: { type: 'integer' },
    update_time: { type: 'integer' },
    question_info: {
      type: 'object',
      required: ['title', 'url_title', 'tags'],
      /** A deleted question's title is left '' for the page to show its placeholder. */
      properties: { title: text, url_title: text, tags },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
export type AuthorAnswer = FromSchema<typeof authorAnswerSchema>;

/** Orders personal question and answer pages take (Answer's list; answers know newest and score). */
export const AUTHOR_POST_ORDERS = ['newest', 'active', 'hot', 'score', 'unanswered'] as const;
export type AuthorPostOrder = (typeof AUTHOR_POST_ORDERS)[number];
