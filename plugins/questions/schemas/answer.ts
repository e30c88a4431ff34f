import type { FromSchema } from 'json-schema-to-ts';
import { memberActionSchema } from '../../tags/schemas/tag.ts';
import { pageOf } from './page.ts';
import { questionInfoSchema } from './question.ts';
import { userBasicInfoSchema } from './user.ts';
import { answerViewerFields } from './viewer-state.ts';

/** The shapes the answer routes answer with (see question.ts). Pure data and types. */

const text = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** Answer's AnswerInfo. `accepted` is 2 for the accepted answer, else 1. */
export const answerInfoSchema = {
  type: 'object',
  required: [
    'id', 'question_id', 'content', 'html', 'create_time', 'update_time', 'edit_time', 'accepted', 'status', 'vote_count', 'comment_count',
    'collection_count', 'vote_status', 'collected', 'user_info', 'update_user_info', 'member_actions',
  ],
  properties: {
    id: text,
    question_id: text,
    content: text,
    html: text,
    create_time: int,
    update_time: int,
    edit_time: int,
    accepted: int,
    status: int,
    vote_count: int,
    comment_count: int,
    collection_count: int,
    ...answerViewerFields,
    user_info: userBasicInfoSchema,
    update_user_info: { anyOf: [userBasicInfoSchema, { type: 'null' }] },
    member_actions: { type: 'array', items: memberActionSchema },
  },
  additionalProperties: false,
} as const;
export type AnswerInfo = FromSchema<typeof answerInfoSchema>;

export const answerPageSchema = pageOf(answerInfoSchema);
export type AnswerPage = FromSchema<typeof answerPageSchema>;

/** An answer with its question: `answer/info` and what answering returns (Answer's GetAnswerInfoResp). */
export const answerDetailSchema = {
  type: 'object',
  required: ['info', 'question'],
  properties: { info: answerInfoSchema, question: questionInfoSchema },
  additionalProperties: false,
} as const;
export type AnswerDetail = FromSchema<typeof answerDetailSchema>;

/** Answer's AnswerUpdateResp. */
export const answerUpdatedSchema = {
  type: 'object',
  required: ['wait_for_review'],
  properties: { wait_for_review: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export type AnswerUpdated = FromSchema<typeof answerUpdatedSchema>;
