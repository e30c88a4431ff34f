import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import type { RequestHandler } from 'express';
import {
  awardsPageQuerySchema, awardsPageSchema, badgeGroupsSchema, badgeInfoSchema, badgeQuerySchema, shareVisitBodySchema, userAwardsQuerySchema, userBadgesSchema,
  type AwardsPageQuery, type BadgeQuery, type ShareVisitBody, type UserAwardsQuery,
} from '../../schemas/badge.ts';
import type { AwardLists } from '../award-lists.ts';
import type { BadgeCatalogue } from '../badge-catalogue.ts';
import type { ShareVisits } from '../share-visits.ts';

/**
 * The badge routes under `/answer/api/v1` (Answer 2.0's paths and shapes). Visitors' answers are
 * kept for a moment (every committed write, an award included, drops them); members see their
 * own `earned_count`. `nudge` tells the backfill schedule someone is looking.
 */
export function badgeRoutes(catalogue: BadgeCatalogue, lists: AwardLists, shares: ShareVisits, shareLimit: RequestHandler, nudge: () => void): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/badges', access: 'optional', response: badgeGroupsSchema, visitorCache: {},
      handler: ({ user, req }) => {
        // The badges page after the plugin is switched back on starts the backfill of what it missed.
        nudge();
        return catalogue.groups(user, req.quorum.language);
      },
    }),
    defineRoute<unknown, BadgeQuery>({
      method: 'get', path: '/badge', access: 'optional', query: badgeQuerySchema, response: badgeInfoSchema, visitorCache: {},
      handler: ({ query, user, req }) => catalogue.info(query.id, user, req.quorum.language),
    }),
    defineRoute<unknown, AwardsPageQuery>({
      method: 'get', path: '/badge/awards/page', access: 'optional', query: awardsPageQuerySchema, response: awardsPageSchema, visitorCache: { members: 'same' },
      handler: ({ query }) => lists.page(query),
    }),
    defineRoute<unknown, UserAwardsQuery>({
      method: 'get', path: '/badge/user/awards', access: 'optional', query: userAwardsQuerySchema, response: userBadgesSchema, visitorCache: { members: 'same' },
      handler: ({ query, req }) => lists.ofMember(query.username, req.quorum.language, false),
    }),
    defineRoute<unknown, UserAwardsQuery>({
      method: 'get', path: '/badge/user/awards/recent', access: 'optional', query: userAwardsQuerySchema, response: userBadgesSchema, visitorCache: { members: 'same' },
      handler: ({ query, req }) => lists.ofMember(query.username, req.quorum.language, true),
    }),
    // Quorum's own: a question opened through a share link (First Share), rate-limited per client.
    defineRoute<ShareVisitBody>({
      method: 'post', path: '/badge/share', access: 'optional', body: shareVisitBodySchema, response: { type: 'null' }, guards: [shareLimit],
      handler: async ({ body, user }) => {
        await shares.visited(user, body);
        return null;
      },
    }),
  ];
}
