import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { RANK_PAGE_SIZE, RANK_PAGE_SIZE_MAX, rankingSchema, rankPageSchema } from '../../schemas/rank.ts';
import type { RankHistoryService } from '../rank-history-service.ts';
import type { RankingService } from '../ranking-service.ts';

const pageQuery = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: RANK_PAGE_SIZE_MAX, default: RANK_PAGE_SIZE },
  },
} as const;

/** `personal/rank/page` (a member's reputation history) and `user/ranking` (SPEC §7 Profiles, Users). */
export function reputationRoutes(history: RankHistoryService, ranking: RankingService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/personal/rank/page', access: 'optional', query: pageQuery, response: rankPageSchema,
      handler: ({ query, user, req }) => history.page(user, query.username || undefined, query.page ?? 1, query.page_size ?? RANK_PAGE_SIZE, req.quorum.language),
    }),
    defineRoute({
      method: 'get', path: '/user/ranking', access: 'optional', response: rankingSchema,
      handler: () => ranking.ranking(),
    }),
  ];
}
