import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  adminAnswerPageSchema, adminAnswerQuery, adminAnswerStatusBody, adminQuestionPageSchema, adminQuestionQuery, adminQuestionStatusBody,
  type AdminAnswerQuery, type AdminAnswerStatusBody, type AdminQuestionQuery, type AdminQuestionStatusBody,
} from '../../schemas/admin-posts.ts';
import { nullSchema } from '../../schemas/page.ts';
import type { AdminPostService } from '../admin/admin-post-service.ts';

/**
 * The admin's content pages under /answer/admin/api. They live in the questions plugin because
 * they read and change its own rows through its own services: a separate plugin would need a
 * point mirroring every one of them.
 */
export function adminPostRoutes(admin: AdminPostService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, AdminQuestionQuery>({
      method: 'get', path: '/question/page', access: 'admin', query: adminQuestionQuery, response: adminQuestionPageSchema,
      handler: ({ query }) => admin.questionPage(query),
    }),
    defineRoute<unknown, AdminAnswerQuery>({
      method: 'get', path: '/answer/page', access: 'admin', query: adminAnswerQuery, response: adminAnswerPageSchema,
      handler: ({ query }) => admin.answerPage(query),
    }),
    defineRoute<AdminQuestionStatusBody>({
      method: 'put', path: '/question/status', access: 'admin', body: adminQuestionStatusBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await admin.setQuestionStatus(user!, body);
        return null;
      },
    }),
    defineRoute<AdminAnswerStatusBody>({
      method: 'put', path: '/answer/status', access: 'admin', body: adminAnswerStatusBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await admin.setAnswerStatus(user!, body);
        return null;
      },
    }),
  ];
}
