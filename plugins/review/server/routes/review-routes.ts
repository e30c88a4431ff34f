import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { AUDIT_OPERATIONS, reviewingTypeListSchema, unreviewedPageSchema } from '../../schemas/review.ts';
import type { ReviewService } from '../review-service.ts';

const pageQuery = { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } } } as const;
const auditBody = {
  type: 'object', required: ['id', 'operation'], additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 20 }, operation: { type: 'string', enum: AUDIT_OPERATIONS } },
} as const;

/** SPEC §7 `revisions/unreviewed`, `revisions/audit` and Answer 2.0's `reviewing/type`. */
export function reviewRoutes(review: ReviewService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/revisions/unreviewed', access: 'activated', query: pageQuery, response: unreviewedPageSchema,
      handler: ({ query, user }) => review.page(user!, query.page ?? 1),
    }),
    defineRoute<FromSchema<typeof auditBody>>({
      method: 'put', path: '/revisions/audit', access: 'activated', body: auditBody, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await review.audit(user!, body.id, body.operation);
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/reviewing/type', access: 'activated', response: reviewingTypeListSchema,
      handler: ({ user, req }) => review.types(user!, req.quorum.language),
    }),
  ];
}
