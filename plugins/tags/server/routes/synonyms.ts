import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { tagInputSchema, tagSynonymsSchema } from '../../schemas/tag.ts';
import type { TagQueryService } from '../tag-query-service.ts';
import type { TagWriteService } from '../tag-write-service.ts';
import { tagId } from './schemas.ts';

const synonymsQuery = { type: 'object', required: ['tag_id'], properties: { tag_id: tagId } } as const;

const synonymBody = {
  type: 'object',
  required: ['tag_id', 'synonym_tag_list'],
  properties: { tag_id: tagId, synonym_tag_list: { type: 'array', maxItems: 50, items: tagInputSchema } },
} as const;

/** Tag synonyms: anyone reads them, staff set them. */
export function synonymRoutes(read: TagQueryService, write: TagWriteService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof synonymsQuery>>({
      method: 'get', path: '/tag/synonyms', access: 'optional', query: synonymsQuery, response: tagSynonymsSchema,
      handler: ({ query, user, req }) => read.synonyms(query.tag_id, user, req.quorum.language),
    }),
    defineRoute<FromSchema<typeof synonymBody>>({
      method: 'put', path: '/tag/synonym', access: 'staff', body: synonymBody, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await write.setSynonyms(body.tag_id, body.synonym_tag_list, user!);
        return null;
      },
    }),
  ];
}
