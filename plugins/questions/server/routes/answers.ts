import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import type { AnswerQueryService } from '../answer-query-service.ts';
import { pageFields, postId } from './schemas.ts';

const pageQuery = {
  type: 'object',
  required: ['question_id'],
  properties: { ...pageFields, question_id: postId, order: { enum: ['score', 'newest', 'default'], default: 'score' } },
} as const;
const infoQuery = { type: 'object', required: ['id'], properties: { id: postId } } as const;

/** Reading answers: a question's answers (accepted first) and one answer with its question. */
export function answerReadRoutes(answers: AnswerQueryService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/answer/page', access: 'optional', query: pageQuery,
      handler: ({ query, user, req }) => answers.page(
        { question_id: query.question_id, order: query.order === 'newest' ? 'newest' : 'score', page: query.page ?? 1, page_size: query.page_size ?? 20 },
        { user, language: req.quorum.language },
      ),
    }),
    defineRoute<unknown, FromSchema<typeof infoQuery>>({
      method: 'get', path: '/answer/info', access: 'optional', query: infoQuery,
      handler: ({ query, user, req }) => answers.info(query.id, { user, language: req.quorum.language }),
    }),
  ];
}
