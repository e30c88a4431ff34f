import { defineRoute, IdGenerator, NotFoundError, type RouteDefinition } from '../../../../kernel/api.ts';
import type { AnswerService } from '../answer-service.ts';
import type { QuestionService } from '../question-service.ts';
import { postId } from './schemas.ts';

const checkQuery = { type: 'object', required: ['id'], properties: { id: postId } } as const;

/**
 * `GET revisions/edit/check?id=` — the editable guard the edit pages call first (SPEC §2.3):
 * `true` when the member may edit the post, else 403/404. Without the revisions plugin every
 * permitted edit applies at once, so there is never a pending revision to report.
 */
export function editCheckRoutes(questions: QuestionService, answers: AnswerService, toId: (raw: string) => string): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, { id: string }>({
      method: 'get', path: '/revisions/edit/check', access: 'activated', query: checkQuery, response: { const: true },
      handler: async ({ query, user }) => {
        const type = IdGenerator.typeOf(toId(query.id));
        if (type === 'question') await questions.editable(query.id, user!);
        else if (type === 'answer') await answers.editable(query.id, user!);
        else throw new NotFoundError('error.object.not_found');
        return true;
      },
    }),
  ];
}
