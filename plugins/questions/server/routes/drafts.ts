import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { DRAFT_TYPES, draftOrNullSchema } from '../../schemas/draft.ts';
import { nullSchema } from '../../schemas/page.ts';
import type { DraftService } from '../drafts/draft-service.ts';

/** '' (a new question) or a post id, long or short. */
const objectId = { type: 'string', maxLength: 30, pattern: '^[0-9A-Za-z]*$' } as const;
const target = { object_type: { enum: DRAFT_TYPES }, object_id: objectId } as const;
const targetSchema = { type: 'object', required: ['object_type', 'object_id'], properties: target } as const;
/** In a query string an empty value is usually dropped, so a new question's target ('') may be left out. */
const targetQuery = { type: 'object', required: ['object_type'], properties: { ...target, object_id: { ...objectId, default: '' } } } as const;

/** Sizes only bound the request here; the limits and their messages are in DraftService. */
const tag = { type: 'string', maxLength: 200 } as const;
const saveBody = {
  type: 'object',
  required: ['object_type', 'object_id'],
  properties: {
    ...target,
    title: { type: 'string', maxLength: 1000 },
    content: { type: 'string', maxLength: 100000 },
    tags: {
      type: 'array',
      maxItems: 50,
      items: { anyOf: [tag, { type: 'object', required: ['slug_name'], properties: { slug_name: tag, display_name: tag, original_text: { type: 'string', maxLength: 65536 } } }] },
    },
  },
} as const;

type Target = FromSchema<typeof targetSchema>;

/** `GET|PUT|DELETE draft`: a member's draft of a new question, a new answer or an edit. */
export function draftRoutes(drafts: DraftService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, Target>({
      method: 'get', path: '/draft', access: 'activated', query: targetQuery, response: draftOrNullSchema,
      handler: ({ query, user }) => drafts.get(user!, query),
    }),
    defineRoute<FromSchema<typeof saveBody>>({
      method: 'put', path: '/draft', access: 'activated', body: saveBody, response: draftOrNullSchema,
      handler: ({ body, user }) => drafts.save(user!, body),
    }),
    defineRoute<Target>({
      method: 'delete', path: '/draft', access: 'activated', body: targetSchema, response: nullSchema,
      handler: async ({ body, user }) => {
        await drafts.remove(user!, body);
        return null;
      },
    }),
  ];
}
