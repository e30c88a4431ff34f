import type { FromSchema } from 'json-schema-to-ts';

/**
 * The shapes tags answer with and the limits both halves apply, written once: the server's
 * presenters return these types, the routes declare these schemas as their `response`, and the
 * browser imports the same types. Pure data and types, because the web bundle imports it.
 */

/** SPEC §5: a slug or display name holds at most 35 characters. */
export const TAG_NAME_MAX = 35;
/** SPEC §5: lower-case letters, digits and `+ # - .`. */
export const TAG_SLUG_PATTERN = '^[a-z0-9+#.-]+$';
/** SPEC §5: a question carries at most five tags. */
export const TAGS_PER_QUESTION = 5;
/** SPEC §5: the selector offers at most five suggestions. */
export const TAG_SUGGESTIONS = 5;
/** The tag list's page size, and the largest page a client may ask for. */
export const TAG_PAGE_SIZE = 24;
export const TAG_PAGE_SIZE_MAX = 100;
export const TAG_ORDERS = ['popular', 'name', 'newest'] as const;
export type TagOrder = (typeof TAG_ORDERS)[number];

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const count = { type: 'integer' } as const;

/** A tag as posts carry it (Answer's TagResp, with the tag's id). */
export const tagRefSchema = {
  type: 'object',
  required: ['tag_id', 'slug_name', 'display_name', 'main_tag_slug_name', 'recommend', 'reserved'],
  properties: { tag_id: text, slug_name: text, display_name: text, main_tag_slug_name: text, recommend: flag, reserved: flag },
  additionalProperties: false,
} as const;
export type TagRef = FromSchema<typeof tagRefSchema>;

/** A tag as lists by slug and the selector's search carry it (Answer's GetTagBasicResp). */
export const tagBasicSchema = {
  type: 'object',
  required: ['tag_id', 'slug_name', 'display_name', 'recommend', 'reserved'],
  properties: { tag_id: text, slug_name: text, display_name: text, recommend: flag, reserved: flag },
  additionalProperties: false,
} as const;
export type TagBasic = FromSchema<typeof tagBasicSchema>;

/**
 * A tag a writer names in a request: an existing slug, or a new tag with its name and
 * description. Open to other fields because Answer's clients send whole tag objects; the
 * lengths are checked by the tag rules (SPEC §5 messages), the schema only bounds the size.
 */
export const tagInputSchema = {
  type: 'object',
  required: ['slug_name'],
  properties: {
    slug_name: { type: 'string', maxLength: 200 },
    display_name: { type: 'string', maxLength: 200 },
    original_text: { type: 'string', maxLength: 65536 },
  },
} as const;
export type TagInput = FromSchema<typeof tagInputSchema>;

/** A tag the selector holds: one it found (every field) or one typed in (slug and name). */
export type TagChoice = Pick<TagBasic, 'slug_name' | 'display_name'> & Partial<TagBasic> & Pick<TagInput, 'original_text'>;

/** What a member may do to a tag (Answer's PermissionMemberAction). */
export const memberActionSchema = {
  type: 'object',
  required: ['action', 'name', 'type'],
  properties: { action: text, name: text, type: text },
  additionalProperties: false,
} as const;
export type MemberAction = FromSchema<typeof memberActionSchema>;

const pageItemProperties = {
  tag_id: text,
  slug_name: text,
  display_name: text,
  original_text: text,
  parsed_text: text,
  excerpt: text,
  description: text,
  question_count: count,
  follow_count: count,
  is_follower: flag,
  recommend: flag,
  reserved: flag,
  created_at: count,
  updated_at: count,
} as const;

/** One tag of the tag list (Answer's GetTagPageResp). */
export const tagPageItemSchema = {
  type: 'object',
  required: [
    'tag_id', 'slug_name', 'display_name', 'original_text', 'parsed_text', 'excerpt', 'description', 'question_count',
    'follow_count', 'is_follower', 'recommend', 'reserved', 'created_at', 'updated_at',
  ],
  properties: pageItemProperties,
  additionalProperties: false,
} as const;
export type TagPageItem = FromSchema<typeof tagPageItemSchema>;

export const tagPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  properties: { count, list: { type: 'array', items: tagPageItemSchema } },
  additionalProperties: false,
} as const;
export type TagPage = FromSchema<typeof tagPageSchema>;

/** One tag in full (Answer's GetTagResp). */
export const tagInfoSchema = {
  type: 'object',
  required: [...tagPageItemSchema.required, 'main_tag_slug_name', 'status', 'revision', 'member_actions'],
  properties: {
    ...pageItemProperties,
    main_tag_slug_name: text,
    status: { enum: ['available', 'deleted'] },
    revision: count,
    member_actions: { type: 'array', items: memberActionSchema },
  },
  additionalProperties: false,
} as const;
export type TagInfo = FromSchema<typeof tagInfoSchema>;

/** A synonym of a main tag (Answer's TagSynonym). */
export const tagSynonymSchema = {
  type: 'object',
  required: ['tag_id', 'slug_name', 'display_name', 'main_tag_slug_name'],
  properties: { tag_id: text, slug_name: text, display_name: text, main_tag_slug_name: text },
  additionalProperties: false,
} as const;
export type TagSynonym = FromSchema<typeof tagSynonymSchema>;

export const tagSynonymsSchema = {
  type: 'object',
  required: ['synonyms', 'member_actions'],
  properties: { synonyms: { type: 'array', items: tagSynonymSchema }, member_actions: { type: 'array', items: memberActionSchema } },
  additionalProperties: false,
} as const;
export type TagSynonyms = FromSchema<typeof tagSynonymsSchema>;

/** What creating a tag answers (Answer's AddTagResp). */
export const tagCreatedSchema = {
  type: 'object',
  required: ['slug_name'],
  properties: { slug_name: text },
  additionalProperties: false,
} as const;
export type TagCreated = FromSchema<typeof tagCreatedSchema>;
