import type { RequestHandler } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { nullSchema } from '../../schemas/page.ts';
import { questionInfoSchema, questionUpdatedSchema } from '../../schemas/question.ts';
import type { QuestionService } from '../questions/question-service.ts';
import { captcha, postId, tagList, text, title } from './schemas.ts';

const askFields = { title, content: text, tags: tagList, ...captcha } as const;

const askBody = { type: 'object', properties: askFields } as const;
const askWithAnswerBody = {
  type: 'object',
  properties: { ...askFields, answer_content: text, mention_username_list: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } } },
} as const;
const updateBody = {
  type: 'object',
  required: ['id'],
  properties: { id: postId, ...askFields, edit_summary: { type: 'string', maxLength: 500 }, invite_user: { type: 'array' } },
} as const;
const deleteBody = { type: 'object', required: ['id'], properties: { id: postId, ...captcha } } as const;
const recoverBody = { type: 'object', required: ['question_id'], properties: { question_id: postId } } as const;

/**
 * Asking (with an own answer), editing, deleting and recovering questions.
 * `limits(action)`: the rate-limit and captcha guards of an action.
 */
export function questionWriteRoutes(questions: QuestionService, limits: (action: 'question' | 'delete' | 'edit') => RequestHandler[]): RouteDefinition<any, any>[] {
  return [
    defineRoute<FromSchema<typeof askBody>>({
      method: 'post', path: '/question', access: 'activated', body: askBody, response: questionInfoSchema, guards: limits('question'),
      handler: ({ body, user, req }) => questions.ask({ user: user!, language: req.quorum.language }, body),
    }),
    defineRoute<FromSchema<typeof askWithAnswerBody>>({
      method: 'post', path: '/question/answer', access: 'activated', body: askWithAnswerBody, response: questionInfoSchema, guards: limits('question'),
      handler: ({ body, user, req }) => questions.ask({ user: user!, language: req.quorum.language }, body, body.answer_content ?? ''),
    }),
    defineRoute<FromSchema<typeof updateBody>>({
      method: 'put', path: '/question', access: 'activated', body: updateBody, response: questionUpdatedSchema, guards: limits('edit'),
      handler: ({ body, user, req }) => questions.update({ user: user!, language: req.quorum.language }, body),
    }),
    defineRoute<FromSchema<typeof deleteBody>>({
      method: 'delete', path: '/question', access: 'activated', body: deleteBody, response: nullSchema, guards: limits('delete'),
      handler: async ({ body, user }) => {
        await questions.remove(user!, body.id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof recoverBody>>({
      method: 'post', path: '/question/recover', access: 'staff', body: recoverBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await questions.recover(user!, body.question_id);
        return null;
      },
    }),
  ];
}
