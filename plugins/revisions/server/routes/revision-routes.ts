import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { revisionListSchema, rollbackResultSchema, timelineDetailSchema, timelineSchema } from '../../schemas/revision.ts';
import type { RevisionService } from '../revision-service.ts';
import { postStatusPageSchema, postStatusQuery, type PostStatusQuery } from '../../schemas/status-history.ts';
import type { StatusHistory } from '../status-history.ts';

const objectId = { type: 'string', minLength: 1, maxLength: 100 } as const;
const revisionId = { type: 'string', minLength: 1, maxLength: 100 } as const;
const byObject = { type: 'object', required: ['object_id'], properties: { object_id: objectId, show_vote: { type: 'boolean' } } } as const;
const checkQuery = { type: 'object', required: ['id'], properties: { id: objectId } } as const;
const detailQuery = { type: 'object', required: ['new_revision_id', 'old_revision_id'], properties: { new_revision_id: revisionId, old_revision_id: revisionId } } as const;
const rollbackBody = {
  type: 'object', required: ['object_id', 'revision_id'], additionalProperties: false, properties: { object_id: objectId, revision_id: revisionId },
} as const;

/** SPEC §7 revisions and activity timeline calls, plus rollback (members signed in; SPEC §2.1 timelines are logged-in only). */
export function revisionRoutes(revisions: RevisionService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof byObject>>({
      method: 'get', path: '/revisions', access: 'activated', query: byObject, response: revisionListSchema,
      handler: ({ query, user }) => revisions.list(query.object_id, user!),
    }),
    defineRoute<unknown, FromSchema<typeof checkQuery>>({
      method: 'get', path: '/revisions/edit/check', access: 'activated', query: checkQuery, response: { const: true },
      handler: ({ query, user }) => revisions.editCheck(user!, query.id),
    }),
    defineRoute<FromSchema<typeof rollbackBody>>({
      method: 'put', path: '/revisions/rollback', access: 'activated', body: rollbackBody, response: rollbackResultSchema,
      handler: ({ body, user }) => revisions.rollback(user!, body.object_id, body.revision_id),
    }),
    defineRoute<unknown, FromSchema<typeof byObject>>({
      method: 'get', path: '/activity/timeline', access: 'member', query: byObject, response: timelineSchema,
      handler: ({ query, user }) => revisions.timeline(query.object_id, user!),
    }),
    defineRoute<unknown, FromSchema<typeof detailQuery>>({
      method: 'get', path: '/activity/timeline/detail', access: 'member', query: detailQuery, response: timelineDetailSchema,
      handler: ({ query, user }) => revisions.detail(query.new_revision_id, query.old_revision_id, user!),
    }),
  ];
}

/** The admin's member overview: the status history of a member's posts. */
export function statusHistoryRoutes(history: StatusHistory): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, PostStatusQuery>({
      method: 'get', path: '/activity/post-status', access: 'admin', query: postStatusQuery, response: postStatusPageSchema,
      handler: ({ query }) => history.page(query),
    }),
  ];
}
