import { defineRoute, type RouteDefinition, type PluginContext } from '../../../../kernel/api.ts';
import { PAGE_SIZE_DEFAULT, searchDescSchema, searchQuerySchema, searchResultSchema, type SearchOrderName, type SearchQuery } from '../../schemas/search.ts';
import type { SearchEngine } from '../api.ts';
import type { SearchService } from '../search-service.ts';

/** `GET search` (captcha and rate limit as Answer's `search` action) and `GET search/desc`. */
export function searchRoutes(ctx: PluginContext, service: SearchService, engine: () => SearchEngine): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, SearchQuery>({
      method: 'get', path: '/search', access: 'optional', query: searchQuerySchema, response: searchResultSchema,
      // Each search is a full-text query; the captcha comes well before this (Answer: after 20 a minute).
      guards: [ctx.rateLimit('search', { limit: 120, windowSeconds: 60 }), ctx.captcha('search')],
      handler: ({ query, user }) => service.search(
        { q: query.q, order: (query.order ?? 'relevance') as SearchOrderName, page: query.page ?? 1, size: query.size ?? PAGE_SIZE_DEFAULT },
        user,
      ),
    }),
    defineRoute({
      method: 'get', path: '/search/desc', access: 'optional', response: searchDescSchema,
      handler: () => {
        const { name, icon, link } = engine();
        return { name, icon, link };
      },
    }),
  ];
}
