import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  adminConversationDetailSchema, adminConversationPageSchema, conversationDetailSchema, conversationIdBodySchema, conversationIdQuerySchema,
  conversationPageQuerySchema, conversationPageSchema, voteBodySchema, type ConversationIdQuery, type ConversationPageQuery, type VoteBody,
} from '../../schemas/ai-conversation.ts';
import type { ConversationService } from '../conversation-service.ts';

type PageQuery = Required<ConversationPageQuery>;

/** A member's own conversations (`ai/conversation/page`, `ai/conversation`, `ai/conversation/vote`): kept readable while the assistant is off. */
export function memberConversationRoutes(conversations: ConversationService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, PageQuery>({
      method: 'get', path: '/ai/conversation/page', access: 'activated', query: conversationPageQuerySchema, response: conversationPageSchema,
      handler: ({ query, user }) => conversations.listOf(user!.id, query.page, query.page_size),
    }),
    defineRoute<unknown, ConversationIdQuery>({
      method: 'get', path: '/ai/conversation', access: 'activated', query: conversationIdQuerySchema, response: conversationDetailSchema,
      handler: ({ query, user }) => conversations.detailFor(user!.id, query.conversation_id),
    }),
    defineRoute<VoteBody>({
      method: 'post', path: '/ai/conversation/vote', access: 'activated', body: voteBodySchema, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await conversations.vote(user!.id, body);
        return null;
      },
    }),
  ];
}

/** Every member's conversations for the admin (Answer's `admin/api/ai/conversation…`). */
export function adminConversationRoutes(conversations: ConversationService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, PageQuery>({
      method: 'get', path: '/ai/conversation/page', access: 'admin', query: conversationPageQuerySchema, response: adminConversationPageSchema,
      handler: ({ query }) => conversations.adminList(query.page, query.page_size),
    }),
    defineRoute<unknown, ConversationIdQuery>({
      method: 'get', path: '/ai/conversation', access: 'admin', query: conversationIdQuerySchema, response: adminConversationDetailSchema,
      handler: ({ query }) => conversations.adminDetail(query.conversation_id),
    }),
    defineRoute<FromSchema<typeof conversationIdBodySchema>>({
      method: 'delete', path: '/ai/conversation', access: 'admin', body: conversationIdBodySchema, response: { type: 'null' },
      handler: async ({ body }) => {
        await conversations.remove(body.conversation_id);
        return null;
      },
    }),
  ];
}
