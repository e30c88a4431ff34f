import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { tagCreatedSchema } from '../../schemas/tag.ts';
import type { TagWriteService } from '../tag-write-service.ts';
import { tagId, tagName } from './schemas.ts';

const createBody = {
  type: 'object',
  required: ['slug_name', 'display_name'],
  additionalProperties: false,
  properties: { slug_name: tagName, display_name: tagName, original_text: { type: 'string', maxLength: 65536 } },
} as const;

const updateBody = {
  type: 'object',
  required: ['tag_id'],
  additionalProperties: false,
  properties: {
    tag_id: tagId,
    slug_name: tagName,
    display_name: tagName,
    original_text: { type: 'string', maxLength: 65536 },
    edit_summary: { type: 'string', maxLength: 500 },
  },
} as const;

const mergeBody = { type: 'object', required: ['source_tag_id', 'target_tag_id'], properties: { source_tag_id: tagId, target_tag_id: tagId } } as const;

const deleteBody = { type: 'object', required: ['tag_id'], properties: { tag_id: tagId } } as const;

/** Tag changes: staff (and members with reputation's `tag.add`) create, staff delete; edits by others go through the revisions plugin. */
export function tagWriteRoutes(tags: TagWriteService): RouteDefinition<any, any>[] {
  return [
    defineRoute<FromSchema<typeof createBody>>({
      method: 'post', path: '/tag', access: 'activated', body: createBody, response: tagCreatedSchema,
      handler: ({ body, user }) => tags.create(body, user!),
    }),
    defineRoute<FromSchema<typeof updateBody>>({
      method: 'put', path: '/tag', access: 'activated', body: updateBody, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await tags.update(body, user!);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof deleteBody>>({
      method: 'delete', path: '/tag', access: 'staff', body: deleteBody, response: { type: 'null' },
      handler: async ({ body }) => {
        await tags.remove(body.tag_id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof mergeBody>>({
      method: 'post', path: '/tag/merge', access: 'staff', body: mergeBody, response: { type: 'null' },
      handler: async ({ body }) => {
        await tags.merge(body.source_tag_id, body.target_tag_id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof deleteBody>>({
      method: 'post', path: '/tag/recover', access: 'staff', body: deleteBody, response: { type: 'null' },
      handler: async ({ body }) => {
        await tags.recover(body.tag_id);
        return null;
      },
    }),
  ];
}
