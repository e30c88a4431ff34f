import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { questionPageSchema } from '../../../questions/schemas/question.ts';
import { linkedQuerySchema, type LinkedQuery } from '../../schemas/question-link.ts';
import type { LinkedQuestions } from '../linked-questions.ts';

/** `GET question/link` (Answer's GetQuestionLink): anyone who may read the site. */
export function questionLinkRoutes(linked: LinkedQuestions): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, LinkedQuery>({
      method: 'get', path: '/question/link', access: 'optional', query: linkedQuerySchema, response: questionPageSchema,
      handler: ({ query, user }) => linked.page(query, user),
    }),
  ];
}
