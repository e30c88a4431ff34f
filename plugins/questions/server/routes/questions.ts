import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { QUESTION_ORDERS } from '../../schemas/post-rules.ts';
import { questionInfoSchema, questionPageSchema, similarQuestionsSchema } from '../../schemas/question.ts';
import type { QuestionQueryService } from '../questions/question-query-service.ts';
import { pageFields, pageParams, postId } from './schemas.ts';

const pageQuery = {
  type: 'object',
  properties: {
    ...pageFields,
    order: { enum: QUESTION_ORDERS, default: 'active' },
    tag: { type: 'string', maxLength: 100 },
    // 0, like leaving it out, sets no window (Answer's `omitempty`).
    in_days: { type: 'integer', minimum: 0 },
  },
} as const;
const recommendQuery = { type: 'object', properties: pageFields } as const;

const infoQuery = { type: 'object', required: ['id'], properties: { id: postId } } as const;
const similarQuery = { type: 'object', required: ['title'], properties: { title: { type: 'string', maxLength: 300 } } } as const;
const relatedQuery = { type: 'object', required: ['question_id'], properties: { question_id: postId } } as const;

/**
 * Reading questions. Hot questions are `question/page?order=frequent&page_size=6` and related
 * questions `question/similar/tag`, as Answer's pages call them.
 */
export function questionReadRoutes(questions: QuestionQueryService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/question/page', access: 'optional', query: pageQuery, response: questionPageSchema, visitorCache: { members: 'same' },
      handler: ({ query }) => questions.page({ ...pageParams(query), order: query.order ?? 'active', tag: query.tag || undefined, in_days: query.in_days || undefined }),
    }),
    // Answer lists this among its public routes but answers 401 to visitors.
    defineRoute<unknown, FromSchema<typeof recommendQuery>>({
      method: 'get', path: '/question/recommend/page', access: 'member', query: recommendQuery, response: questionPageSchema,
      handler: ({ query, user }) => questions.recommended(user!, pageParams(query)),
    }),
    defineRoute<unknown, FromSchema<typeof infoQuery>>({
      method: 'get', path: '/question/info', access: 'optional', query: infoQuery, response: questionInfoSchema,
      // A kept answer still counts the visitor's view, and a drawn page its own (pageRead); a member's
      // is the kept one with their part laid over it, counted alike.
      visitorCache: { served: ({ query }) => questions.viewed(query.id), members: (kept, viewer) => questions.overlay(kept, viewer) },
      handler: ({ query, user, req }) => questions.info(query.id, { user, language: req.quorum.language }, { countView: !req.quorum.pageRead }),
    }),
    defineRoute<unknown, FromSchema<typeof similarQuery>>({
      method: 'get', path: '/question/similar', access: 'activated', query: similarQuery, response: similarQuestionsSchema,
      handler: ({ query }) => questions.similar(query.title),
    }),
    defineRoute<unknown, FromSchema<typeof relatedQuery>>({
      method: 'get', path: '/question/similar/tag', access: 'optional', query: relatedQuery, response: questionPageSchema,
      // the same listed questions for everyone who may see the question (one a visitor may not is drawn for the member)
      visitorCache: { members: 'same' },
      handler: ({ query, user, req }) => questions.related(query.question_id, { user, language: req.quorum.language }),
    }),
  ];
}
