import type { RequestHandler } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { answerDetailSchema, answerUpdatedSchema } from '../../schemas/answer.ts';
import { nullSchema } from '../../schemas/page.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import { captcha, postId, text } from './schemas.ts';

const addBody = { type: 'object', required: ['question_id'], properties: { question_id: postId, content: text, ...captcha } } as const;
const updateBody = {
  type: 'object',
  required: ['id'],
  properties: { id: postId, question_id: postId, title: { type: 'string', maxLength: 1000 }, content: text, edit_summary: { type: 'string', maxLength: 500 }, ...captcha },
} as const;
const deleteBody = { type: 'object', required: ['id'], properties: { id: postId, ...captcha } } as const;
const acceptBody = {
  type: 'object',
  required: ['question_id'],
  properties: { question_id: postId, answer_id: { anyOf: [postId, { const: '' }] } },
} as const;
const recoverBody = { type: 'object', required: ['answer_id'], properties: { answer_id: postId } } as const;

/**
 * Answering (Answer returns the new answer with its question), editing, deleting, recovering
 * and accepting answers. `limits(action)`: the rate-limit and captcha guards of an action.
 */
export function answerWriteRoutes(answers: AnswerService, limits: (action: 'answer' | 'delete' | 'edit') => RequestHandler[]): RouteDefinition<any, any>[] {
  return [
    defineRoute<FromSchema<typeof addBody>>({
      method: 'post', path: '/answer', access: 'activated', body: addBody, response: answerDetailSchema, guards: limits('answer'),
      handler: ({ body, user, req }) => answers.add({ user: user!, language: req.quorum.language }, { question_id: body.question_id, content: body.content ?? '' }),
    }),
    defineRoute<FromSchema<typeof updateBody>>({
      method: 'put', path: '/answer', access: 'activated', body: updateBody, response: answerUpdatedSchema, guards: limits('edit'),
      handler: ({ body, user }) => answers.update(user!, { id: body.id, content: body.content ?? '', edit_summary: body.edit_summary }),
    }),
    defineRoute<FromSchema<typeof deleteBody>>({
      method: 'delete', path: '/answer', access: 'activated', body: deleteBody, response: nullSchema, guards: limits('delete'),
      handler: async ({ body, user }) => {
        await answers.remove(user!, body.id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof acceptBody>>({
      method: 'post', path: '/answer/acceptance', access: 'activated', body: acceptBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await answers.accept(user!, body);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof recoverBody>>({
      method: 'post', path: '/answer/recover', access: 'staff', body: recoverBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await answers.recover(user!, body.answer_id);
        return null;
      },
    }),
  ];
}
