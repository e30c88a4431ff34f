import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, NotFoundError, type RouteDefinition } from '../../../../kernel/api.ts';
import { TAG_NAME_MAX, TAG_ORDERS, TAG_PAGE_SIZE_MAX, tagBasicSchema, tagInfoSchema, tagPageSchema } from '../../schemas/tag.ts';
import type { TagQueryService } from '../tag-query-service.ts';
import { tagId } from './schemas.ts';

/** A page of tags, filtered by name: the tag list's and the deleted tags' query. */
const pagedByName = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: TAG_PAGE_SIZE_MAX, default: 20 },
  slug_name: { type: 'string', maxLength: TAG_NAME_MAX },
} as const;

const pageQuery = { type: 'object', properties: { ...pagedByName, query_cond: { enum: TAG_ORDERS, default: 'popular' } } } as const;

const deletedQuery = { type: 'object', properties: pagedByName } as const;

const tagsQuery = {
  type: 'object',
  properties: { tags: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'array', maxItems: 50, items: { type: 'string', maxLength: TAG_NAME_MAX } }] } },
} as const;

const infoQuery = {
  type: 'object',
  properties: { id: tagId, name: { type: 'string', maxLength: TAG_NAME_MAX } },
} as const;

const searchQuery = { type: 'object', properties: { tag: { type: 'string', maxLength: TAG_NAME_MAX, default: '' } } } as const;
const tagList = { type: 'array', items: tagBasicSchema } as const;

type PageQuery = FromSchema<typeof pageQuery>;
type TagsQuery = FromSchema<typeof tagsQuery>;

/** Reading tags: the list, the deleted ones (staff), tags by slug, one tag, and the tag selector's search. */
export function tagReadRoutes(tags: TagQueryService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, PageQuery>({
      method: 'get', path: '/tags/page', access: 'optional', query: pageQuery, response: tagPageSchema, visitorCache: { members: 'same' },
      handler: ({ query }) => tags.page({ page: query.page ?? 1, page_size: query.page_size ?? 20, slug_name: query.slug_name, query_cond: query.query_cond ?? 'popular' }),
    }),
    // Quorum's own: the deleted tags staff may bring back with `tag/recover`, in the tag list's shape.
    defineRoute<unknown, FromSchema<typeof deletedQuery>>({
      method: 'get', path: '/tags/deleted', access: 'staff', query: deletedQuery, response: tagPageSchema,
      handler: ({ query }) => tags.deletedPage({ page: query.page ?? 1, page_size: query.page_size ?? 20, slug_name: query.slug_name }),
    }),
    defineRoute<unknown, TagsQuery>({
      method: 'get', path: '/tags', access: 'optional', query: tagsQuery, response: tagList,
      handler: ({ query }) => {
        const raw = query.tags ?? [];
        return tags.basics((Array.isArray(raw) ? raw : [raw]).flatMap((t) => t.split(',')));
      },
    }),
    defineRoute<unknown, FromSchema<typeof infoQuery>>({
      method: 'get', path: '/tag', access: 'optional', query: infoQuery, response: tagInfoSchema,
      visitorCache: { members: (kept, { user }) => tags.overlay(kept, user) },
      handler: ({ query, user, req }) => {
        if (!query.id && !query.name) throw new NotFoundError('error.tag.not_found');
        return tags.info(query, user, req.quorum.language);
      },
    }),
    defineRoute<unknown, FromSchema<typeof searchQuery>>({
      method: 'get', path: '/question/tags', access: 'activated', query: searchQuery, response: tagList,
      handler: ({ query }) => tags.search(query.tag ?? ''),
    }),
  ];
}
