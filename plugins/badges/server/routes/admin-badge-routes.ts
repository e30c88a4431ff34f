import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { adminBadgesPageSchema, adminBadgesQuerySchema, badgeStatusBodySchema, type AdminBadgesQuery, type BadgeStatusBody } from '../../schemas/badge.ts';
import type { BadgeCatalogue } from '../badge-catalogue.ts';

/** The admin's badge list and switch under `/answer/admin/api` (Answer 2.0's). */
export function adminBadgeRoutes(catalogue: BadgeCatalogue): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, AdminBadgesQuery>({
      method: 'get', path: '/badges', access: 'admin', query: adminBadgesQuerySchema, response: adminBadgesPageSchema,
      handler: ({ query, req }) => catalogue.adminPage(query, req.quorum.language),
    }),
    defineRoute<BadgeStatusBody>({
      method: 'put', path: '/badge/status', access: 'admin', body: badgeStatusBodySchema, response: { type: 'null' },
      handler: async ({ body }) => {
        await catalogue.setStatus(body.id, body.status);
        return null;
      },
    }),
  ];
}
