import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { BOOKMARK_PAGE_SIZE, BOOKMARK_PAGE_SIZE_MAX, bookmarkPageSchema, switchResultSchema } from '../../schemas/bookmark.ts';
import type { BookmarkService } from '../bookmark-service.ts';

const switchBody = {
  type: 'object',
  required: ['object_id'],
  properties: {
    object_id: { type: 'string', minLength: 1, maxLength: 32 },
    group_id: { type: 'string', maxLength: 20, default: '0' },
    bookmark: { type: 'boolean' },
  },
} as const;

const pageQuery = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: BOOKMARK_PAGE_SIZE_MAX, default: BOOKMARK_PAGE_SIZE },
  },
} as const;

/** `collection/switch` and `personal/collection/page` (SPEC §7.2). */
export function collectionRoutes(bookmarks: BookmarkService): RouteDefinition<any, any>[] {
  return [
    defineRoute<FromSchema<typeof switchBody>>({
      method: 'post', path: '/collection/switch', access: 'activated', body: switchBody, response: switchResultSchema,
      handler: ({ body, user }) => bookmarks.switch(user!, body.object_id, body.group_id ?? '0', body.bookmark),
    }),
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/personal/collection/page', access: 'activated', query: pageQuery, response: bookmarkPageSchema,
      handler: ({ query, user }) => bookmarks.page(user!, query.username || undefined, query.page ?? 1, query.page_size ?? BOOKMARK_PAGE_SIZE),
    }),
  ];
}
