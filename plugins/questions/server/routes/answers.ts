import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { ANSWER_ORDERS } from '../../schemas/post-rules.ts';
import { answerDetailSchema, answerPageSchema } from '../../schemas/answer.ts';
import type { AnswerQueryService } from '../answers/answer-query-service.ts';
import { pageFields, pageParams, postId } from './schemas.ts';

const pageQuery = {
  type: 'object',
  required: ['question_id'],
  // Answer's clients send `default` for the score order.
  properties: { ...pageFields, question_id: postId, order: { enum: [...ANSWER_ORDERS, 'default'], default: 'score' } },
} as const;
const infoQuery = { type: 'object', required: ['id'], properties: { id: postId } } as const;

/** Reading answers: a question's answers (accepted first) and one answer with its question. */
export function answerReadRoutes(answers: AnswerQueryService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/answer/page', access: 'optional', query: pageQuery, response: answerPageSchema,
      visitorCache: { members: (kept, { query, ...viewer }) => answers.overlay(kept, query, viewer) },
      handler: ({ query, user, req }) => answers.page(
        { question_id: query.question_id, order: query.order === 'newest' ? 'newest' : 'score', ...pageParams(query) },
        { user, language: req.quorum.language },
      ),
    }),
    defineRoute<unknown, FromSchema<typeof infoQuery>>({
      method: 'get', path: '/answer/info', access: 'optional', query: infoQuery, response: answerDetailSchema,
      handler: ({ query, user, req }) => answers.info(query.id, { user, language: req.quorum.language }),
    }),
  ];
}
