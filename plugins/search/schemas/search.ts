import type { FromSchema } from 'json-schema-to-ts';
import { searchAuthorSchema } from '../../../schemas/api/user.ts';
import { tagRefSchema } from '../../tags/schemas/tag.ts';

/** Limits of `GET search` (answer-backend §7): one definition for the server and the page. */
export const QUERY_MAX = 60;
export const PAGE_SIZE_MAX = 50;
export const PAGE_SIZE_DEFAULT = 30;
export const SEARCH_ORDERS = ['relevance', 'newest', 'active', 'score'] as const;

export const searchQuerySchema = {
  type: 'object',
  required: ['q'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: QUERY_MAX },
    order: { type: 'string', enum: SEARCH_ORDERS, default: 'relevance' },
    page: { type: 'integer', minimum: 1, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
    captcha_id: { type: 'string', maxLength: 100 },
    captcha_code: { type: 'string', maxLength: 100 },
  },
} as const;

export type SearchQuery = FromSchema<typeof searchQuerySchema>;

const userInfoSchema = searchAuthorSchema;

/** One hit (Answer's SearchObject); `excerpt` is escaped HTML with matched words in `<em>`. */
export const searchObjectSchema = {
  type: 'object',
  required: ['id', 'question_id', 'title', 'url_title', 'excerpt', 'created_at', 'vote_count', 'accepted', 'answer_count', 'user_info', 'tags', 'status'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    question_id: { type: 'string' },
    title: { type: 'string' },
    url_title: { type: 'string' },
    excerpt: { type: 'string' },
    created_at: { type: 'integer' },
    vote_count: { type: 'integer' },
    accepted: { type: 'boolean' },
    answer_count: { type: 'integer' },
    user_info: userInfoSchema,
    tags: { type: 'array', items: tagRefSchema },
    /** 'available', 'closed' or 'deleted' as Answer words it; hidden questions say so to staff. */
    status: { type: 'string' },
  },
} as const;

export const searchItemSchema = {
  type: 'object',
  required: ['object_type', 'object'],
  additionalProperties: false,
  properties: {
    object_type: { type: 'string', enum: ['question', 'answer'] },
    object: searchObjectSchema,
  },
} as const;

export const searchResultSchema = {
  type: 'object',
  required: ['count', 'list'],
  additionalProperties: false,
  properties: {
    count: { type: 'integer', minimum: 0 },
    list: { type: 'array', items: searchItemSchema },
  },
} as const;

export const searchDescSchema = {
  type: 'object',
  required: ['name', 'icon', 'link'],
  additionalProperties: false,
  properties: { name: { type: 'string' }, icon: { type: 'string' }, link: { type: 'string' } },
} as const;

export type SearchObject = FromSchema<typeof searchObjectSchema>;
export type SearchItem = FromSchema<typeof searchItemSchema>;
export type SearchResult = FromSchema<typeof searchResultSchema>;
export type SearchDesc = FromSchema<typeof searchDescSchema>;
export type SearchOrderName = (typeof SEARCH_ORDERS)[number];
