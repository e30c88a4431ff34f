import type { FromSchema } from 'json-schema-to-ts';
import { pageOf } from '../../../schemas/api/common.ts';

/**
 * Conversations with the assistant as members and the admin read them (Answer 2.0's
 * ai_conversation_schema.go), and the chat request. Pure data and types: the web bundle imports it.
 */

export const CONVERSATION_PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 100;
/** Ids the browser makes (uuids) or the server does. */
const conversationId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const conversationPageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: CONVERSATION_PAGE_SIZE },
  },
} as const;
export type ConversationPageQuery = FromSchema<typeof conversationPageQuerySchema>;

export const conversationIdQuerySchema = { type: 'object', required: ['conversation_id'], properties: { conversation_id: conversationId } } as const;
export type ConversationIdQuery = FromSchema<typeof conversationIdQuerySchema>;
export const conversationIdBodySchema = { ...conversationIdQuerySchema, additionalProperties: false } as const;

const record = {
  type: 'object',
  required: ['chat_completion_id', 'role', 'content', 'helpful', 'unhelpful', 'created_at'],
  properties: {
    chat_completion_id: { type: 'string' },
    role: { enum: ['user', 'assistant'] },
    content: { type: 'string' },
    reasoning_content: { type: 'string' },
    helpful: { type: 'integer', minimum: 0, maximum: 1 },
    unhelpful: { type: 'integer', minimum: 0, maximum: 1 },
    created_at: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type ConversationRecord = FromSchema<typeof record>;

export const conversationPageSchema = pageOf({
  type: 'object',
  required: ['conversation_id', 'topic', 'created_at'],
  properties: { conversation_id: { type: 'string' }, topic: { type: 'string' }, created_at: { type: 'integer' } },
  additionalProperties: false,
} as const);
export type ConversationPage = FromSchema<typeof conversationPageSchema>;

/** What a conversation's detail answers, the member's and the admin's. */
const conversation = { conversation_id: { type: 'string' }, topic: { type: 'string' }, records: { type: 'array', items: record }, created_at: { type: 'integer' } } as const;

export const conversationDetailSchema = {
  type: 'object',
  required: ['conversation_id', 'topic', 'records', 'created_at', 'updated_at'],
  properties: { ...conversation, updated_at: { type: 'integer' } },
  additionalProperties: false,
} as const;
export type ConversationDetail = FromSchema<typeof conversationDetailSchema>;

export const voteBodySchema = {
  type: 'object',
  required: ['chat_completion_id', 'vote_type'],
  properties: {
    chat_completion_id: { type: 'string', minLength: 1, maxLength: 64 },
    vote_type: { enum: ['helpful', 'unhelpful'] },
    cancel: { type: 'boolean', default: false },
  },
  additionalProperties: false,
} as const;
export type VoteBody = FromSchema<typeof voteBodySchema>;

const userInfo = {
  type: 'object',
  required: ['id', 'username', 'display_name', 'avatar', 'rank'],
  properties: { id: { type: 'string' }, username: { type: 'string' }, display_name: { type: 'string' }, avatar: { type: 'string' }, rank: { type: 'integer' } },
  additionalProperties: false,
} as const;
export type ConversationUser = FromSchema<typeof userInfo>;

export const adminConversationPageSchema = pageOf({
  type: 'object',
  required: ['id', 'topic', 'user_info', 'helpful_count', 'unhelpful_count', 'created_at'],
  properties: {
    id: { type: 'string' },
    topic: { type: 'string' },
    user_info: userInfo,
    helpful_count: { type: 'integer' },
    unhelpful_count: { type: 'integer' },
    created_at: { type: 'integer' },
  },
  additionalProperties: false,
} as const);
export type AdminConversationPage = FromSchema<typeof adminConversationPageSchema>;

export const adminConversationDetailSchema = {
  type: 'object',
  required: ['conversation_id', 'topic', 'user_info', 'records', 'created_at'],
  properties: { ...conversation, user_info: userInfo },
  additionalProperties: false,
} as const;
export type AdminConversationDetail = FromSchema<typeof adminConversationDetailSchema>;

/** `POST chat/completions`: the member's new message (Answer's UI sends one), in a conversation of theirs or a new one. */
export const chatBodySchema = {
  type: 'object',
  required: ['messages'],
  properties: {
    conversation_id: { anyOf: [conversationId, { const: '' }] },
    messages: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        required: ['role', 'content'],
        properties: { role: { enum: ['user'] }, content: { type: 'string', minLength: 1, maxLength: 4000 } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;
export type ChatBody = FromSchema<typeof chatBodySchema>;

/** One event of the stream the server sends (`data: {…}`), ending with `data: [DONE]`. */
export interface ChatChunk {
  chat_completion_id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices: { index: 0; delta: { role?: 'assistant'; content?: string; reasoning_content?: string }; finish_reason: string | null }[];
}
