import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { nullSchema } from '../../schemas/page.ts';
import type { QuestionModerationService } from '../moderation/question-moderation-service.ts';
import { postId } from './schemas.ts';

const closeBody = {
  type: 'object',
  required: ['id', 'close_type'],
  properties: { id: postId, close_type: { type: 'integer', minimum: 0 }, close_msg: { type: 'string', maxLength: 500 } },
} as const;
const reopenBody = { type: 'object', required: ['question_id'], properties: { question_id: postId } } as const;
const operationBody = {
  type: 'object',
  required: ['id', 'operation'],
  properties: { id: postId, operation: { enum: ['pin', 'unpin', 'hide', 'show'] } },
} as const;

/** Close, reopen, pin, unpin, hide, show: admins and moderators (Answer's defaults). */
export function questionModerationRoutes(moderation: QuestionModerationService): RouteDefinition<any, any>[] {
  return [
    defineRoute<FromSchema<typeof closeBody>>({
      method: 'put', path: '/question/status', access: 'staff', body: closeBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await moderation.close(user!, body);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof reopenBody>>({
      method: 'put', path: '/question/reopen', access: 'staff', body: reopenBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await moderation.reopen(user!, body.question_id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof operationBody>>({
      method: 'put', path: '/question/operation', access: 'staff', body: operationBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await moderation.operate(body.id, body.operation, user!.id);
        return null;
      },
    }),
  ];
}
