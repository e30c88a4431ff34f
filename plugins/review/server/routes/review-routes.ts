import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { AUDIT_OPERATIONS, PENDING_DECISIONS, pendingPostPageSchema, reviewingTypeListSchema, unreviewedPageSchema } from '../../schemas/review.ts';
import type { PendingPostService } from '../pending-post-service.ts';
import type { ReviewService } from '../review-service.ts';

const pageQuery = { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } } } as const;
const auditBody = {
  type: 'object', required: ['id', 'operation'], additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 20 }, operation: { type: 'string', enum: AUDIT_OPERATIONS } },
} as const;

const pendingQuery = {
  type: 'object', additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, object_id: { type: 'string', minLength: 1, maxLength: 24, pattern: '^[0-9A-Za-z]+$' } },
} as const;
const decideBody = {
  type: 'object', required: ['review_id', 'status'], additionalProperties: false,
  properties: { review_id: { type: 'integer', minimum: 1, maximum: 2147483647 }, status: { type: 'string', enum: PENDING_DECISIONS } },
} as const;

/**
 * SPEC §7 `revisions/unreviewed`, `revisions/audit`, Answer 2.0's `reviewing/type` and its queue
 * of held new posts (`review/pending/post/page`, `review/pending/post`).
 */
export function reviewRoutes(review: ReviewService, queued: PendingPostService, storedId: (raw: string) => string): RouteDefinition<any, any>[] {
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
    defineRoute<unknown, FromSchema<typeof pendingQuery>>({
      method: 'get', path: '/review/pending/post/page', access: 'activated', query: pendingQuery, response: pendingPostPageSchema,
      handler: ({ query, user, req }) => queued.page(user!, req.quorum.language, { page: query.page ?? 1, objectId: query.object_id === undefined ? undefined : storedId(query.object_id) }),
    }),
    defineRoute<FromSchema<typeof decideBody>>({
      method: 'put', path: '/review/pending/post', access: 'activated', body: decideBody, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await queued.decide(user!, body.review_id, body.status);
        return null;
      },
    }),
  ];
}
