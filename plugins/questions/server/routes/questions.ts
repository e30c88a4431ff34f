import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import type { QuestionQueryService } from '../question-query-service.ts';
import { pageFields, postId } from './schemas.ts';

const pageQuery = {
  type: 'object',
  properties: {
    ...pageFields,
    order: { enum: ['active', 'newest', 'frequent', 'score', 'unanswered'], default: 'active' },
    tag: { type: 'string', maxLength: 100 },
  },
} as const;

const infoQuery = { type: 'object', required: ['id'], properties: { id: postId } } as const;
const similarQuery = { type: 'object', required: ['title'], properties: { title: { type: 'string', maxLength: 300 } } } as const;
const relatedQuery = { type: 'object', required: ['question_id'], properties: { question_id: postId } } as const;

type PageQuery = FromSchema<typeof pageQuery>;

/**
 * Reading questions. Hot questions are `question/page?order=frequent&page_size=6` and related
 * questions `question/similar/tag`, as Answer's pages call them.
 */
export function questionReadRoutes(questions: QuestionQueryService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, PageQuery>({
      method: 'get', path: '/question/page', access: 'optional', query: pageQuery,
      handler: ({ query }) => questions.page({ page: query.page ?? 1, page_size: query.page_size ?? 20, order: query.order ?? 'active', tag: query.tag || undefined }),
    }),
    defineRoute<unknown, FromSchema<typeof infoQuery>>({
      method: 'get', path: '/question/info', access: 'optional', query: infoQuery,
      handler: ({ query, user, req }) => questions.info(query.id, { user, language: req.quorum.language }),
    }),
    defineRoute<unknown, FromSchema<typeof similarQuery>>({
      method: 'get', path: '/question/similar', access: 'activated', query: similarQuery,
      handler: ({ query }) => questions.similar(query.title),
    }),
    defineRoute<unknown, FromSchema<typeof relatedQuery>>({
      method: 'get', path: '/question/similar/tag', access: 'optional', query: relatedQuery,
      handler: ({ query, user, req }) => questions.related(query.question_id, { user, language: req.quorum.language }),
    }),
  ];
}
