import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { reasonListSchema } from '../../schemas/reason.ts';
import type { ReasonCatalog } from '../reasons/reason-catalog.ts';

const reasonsQuery = {
  type: 'object',
  required: ['object_type', 'action'],
  properties: {
    object_type: { enum: ['question', 'answer', 'comment'] },
    action: { enum: ['close', 'flag', 'review'] },
  },
} as const;

type ReasonsQuery = FromSchema<typeof reasonsQuery>;

/** `GET reasons` for members (close and flag modals) and the same list for the admin area. */
export function reasonRoutes(reasons: ReasonCatalog): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const list = (access: 'activated' | 'admin') => defineRoute<unknown, ReasonsQuery>({
    method: 'get', path: '/reasons', access, query: reasonsQuery, response: reasonListSchema,
    handler: async ({ query, req }) => reasons.list(query.object_type, query.action, req.quorum.language),
  });
  return { api: [list('activated')], admin: [list('admin')] };
}
