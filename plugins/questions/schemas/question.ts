import type { FromSchema } from 'json-schema-to-ts';
import { memberActionSchema, tagRefSchema } from '../../tags/schemas/tag.ts';
import { pageOf } from './page.ts';
import { operatorSchema, userBasicInfoSchema } from './user.ts';
import { questionViewerFields } from './viewer-state.ts';

/**
 * The shapes the question routes answer with, written once: routes declare them as their
 * `response`, presenters return their types and the browser imports the same types.
 * Pure data and types, because the web bundle imports it.
 */

const text = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const flag = { type: 'boolean' } as const;
const tags = { type: 'array', items: tagRefSchema } as const;
const memberActions = { type: 'array', items: memberActionSchema } as const;
const nullableUser = { anyOf: [userBasicInfoSchema, { type: 'null' }] } as const;

/** Answer's QuestionPageResp: one row of a question list. */
export const questionItemSchema = {
  type: 'object',
  required: [
    'id', 'title', 'url_title', 'description', 'status', 'pin', 'show', 'view_count', 'unique_view_count', 'vote_count', 'answer_count',
    'collection_count', 'follow_count', 'accepted_answer_id', 'last_answer_id', 'created_at', 'operated_at', 'operation_type', 'operator', 'tags',
  ],
  properties: {
    id: text,
    title: text,
    url_title: text,
    description: text,
    status: int,
    pin: int,
    show: int,
    view_count: int,
    unique_view_count: int,
    vote_count: int,
    answer_count: int,
    collection_count: int,
    follow_count: int,
    accepted_answer_id: text,
    last_answer_id: text,
    created_at: int,
    operated_at: int,
    operation_type: text,
    operator: operatorSchema,
    tags,
  },
  additionalProperties: false,
} as const;
export type QuestionItem = FromSchema<typeof questionItemSchema>;

export const questionPageSchema = pageOf(questionItemSchema);
export type QuestionPage = FromSchema<typeof questionPageSchema>;

/** Why a question is closed, as the detail page shows it (Answer's OperationInfo). */
const operationSchema = {
  type: 'object',
  required: ['type', 'description', 'msg', 'time', 'level'],
  properties: { type: { const: 'closed' }, description: text, msg: text, time: int, level: { const: 'info' } },
  additionalProperties: false,
} as const;

/** Answer's QuestionInfoResp: the question page. */
export const questionInfoSchema = {
  type: 'object',
  required: [
    'id', 'title', 'url_title', 'content', 'html', 'description', 'tags', 'view_count', 'unique_view_count', 'vote_count', 'answer_count',
    'collection_count', 'follow_count', 'comment_count', 'accepted_answer_id', 'last_answer_id', 'create_time', 'update_time', 'edit_time',
    'pin', 'show', 'status', 'vote_status', 'collected', 'is_followed', 'operation', 'user_info', 'update_user_info', 'last_answered_user_info',
    'answered', 'first_answer_id', 'member_actions', 'extends_actions', 'linked_count',
  ],
  properties: {
    id: text,
    title: text,
    url_title: text,
    content: text,
    html: text,
    description: text,
    tags,
    view_count: int,
    unique_view_count: int,
    vote_count: int,
    answer_count: int,
    collection_count: int,
    follow_count: int,
    comment_count: int,
    accepted_answer_id: text,
    last_answer_id: text,
    create_time: int,
    update_time: int,
    edit_time: int,
    pin: int,
    show: int,
    status: int,
    ...questionViewerFields,
    operation: { anyOf: [operationSchema, { type: 'null' }] },
    user_info: userBasicInfoSchema,
    update_user_info: nullableUser,
    last_answered_user_info: nullableUser,
    answered: flag,
    first_answer_id: text,
    member_actions: memberActions,
    extends_actions: memberActions,
    linked_count: int,
  },
  additionalProperties: false,
} as const;
export type QuestionInfo = FromSchema<typeof questionInfoSchema>;

/** Answer's QuestionBaseInfo: a similar question the ask page suggests. */
export const questionBaseSchema = {
  type: 'object',
  required: ['id', 'title', 'url_title', 'view_count', 'answer_count', 'collection_count', 'follow_count', 'status', 'accepted_answer'],
  properties: {
    id: text,
    title: text,
    url_title: text,
    view_count: int,
    answer_count: int,
    collection_count: int,
    follow_count: int,
    status: int,
    accepted_answer: flag,
  },
  additionalProperties: false,
} as const;
export type QuestionBase = FromSchema<typeof questionBaseSchema>;

export const similarQuestionsSchema = { type: 'array', items: questionBaseSchema } as const;

/** Answer's UpdateQuestionResp. */
export const questionUpdatedSchema = {
  type: 'object',
  required: ['url_title', 'wait_for_review'],
  properties: { url_title: text, wait_for_review: flag },
  additionalProperties: false,
} as const;
export type QuestionUpdated = FromSchema<typeof questionUpdatedSchema>;
