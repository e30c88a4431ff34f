import type { FromSchema } from 'json-schema-to-ts';
import { memberCardSchema as userBasicInfoSchema } from '../../../schemas/api/user.ts';

const text = { type: 'string' } as const;
const int = { type: 'integer' } as const;

const versionTagSchema = {
  type: 'object', required: ['slug_name', 'display_name'], additionalProperties: false, properties: { slug_name: text, display_name: text },
} as const;

/** One side of a comparison (SPEC §3 "Revision comparison"). */
export const revisionContentSchema = {
  type: 'object',
  required: ['title', 'slug_name', 'original_text', 'tags'],
  additionalProperties: false,
  properties: { title: text, slug_name: text, original_text: text, tags: { type: 'array', items: versionTagSchema } },
} as const;
export type RevisionContent = FromSchema<typeof revisionContentSchema>;

/** Answer's GetRevisionResp. */
export const revisionSchema = {
  type: 'object',
  required: ['id', 'use_id', 'object_id', 'object_type', 'title', 'url_title', 'content', 'status', 'reason', 'create_at', 'user_info'],
  additionalProperties: false,
  properties: {
    id: text, use_id: text, object_id: text, object_type: text, title: text, url_title: text, content: revisionContentSchema,
    status: int, reason: text, create_at: int, user_info: userBasicInfoSchema,
  },
} as const;
export type Revision = FromSchema<typeof revisionSchema>;
export const revisionListSchema = { type: 'array', items: revisionSchema } as const;

/** Answer's ActObjectInfo: what the timeline is about. */
export const timelineObjectSchema = {
  type: 'object',
  required: ['object_type', 'title', 'question_id', 'answer_id', 'main_tag_slug_name', 'display_name'],
  additionalProperties: false,
  properties: { object_type: text, title: text, question_id: text, answer_id: text, main_tag_slug_name: text, display_name: text },
} as const;

/** Answer's ActObjectTimeline; `hidden` marks entries only staff and the suggester see. */
export const timelineEntrySchema = {
  type: 'object',
  required: ['activity_id', 'revision_id', 'created_at', 'activity_type', 'comment', 'object_id', 'object_type', 'cancelled', 'cancelled_at', 'user_info', 'revision_status'],
  additionalProperties: false,
  properties: {
    activity_id: text, revision_id: text, created_at: int, activity_type: text, comment: text, object_id: text, object_type: text,
    cancelled: { type: 'boolean' }, cancelled_at: int, user_info: userBasicInfoSchema,
    /** 0 for entries without a revision; else 1 waiting, 2 applied, 3 rejected. */
    revision_status: int,
  },
} as const;
export type TimelineEntry = FromSchema<typeof timelineEntrySchema>;

export const timelineSchema = {
  type: 'object', required: ['object_info', 'timeline'], additionalProperties: false,
  properties: { object_info: timelineObjectSchema, timeline: { type: 'array', items: timelineEntrySchema } },
} as const;
export type Timeline = FromSchema<typeof timelineSchema>;

/** Two revisions side by side; `old_revision` is null when comparing against nothing (the first). */
export const timelineDetailSchema = {
  type: 'object', required: ['new_revision', 'old_revision'], additionalProperties: false,
  properties: { new_revision: revisionContentSchema, old_revision: { anyOf: [revisionContentSchema, { type: 'null' }] } },
} as const;
export type TimelineDetail = FromSchema<typeof timelineDetailSchema>;

export const rollbackResultSchema = {
  type: 'object', required: ['wait_for_review'], additionalProperties: false, properties: { wait_for_review: { type: 'boolean' } },
} as const;
