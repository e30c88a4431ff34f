import { definePlugin } from '../../../kernel/api.ts';
import { AccountContentPoint } from '../../admin/server/api.ts';
import { AiSettingsStore } from './ai-settings-store.ts';
import { ChatService } from './chat-service.ts';
import { ConversationRepository } from './conversation-repository.ts';
import { ConversationService } from './conversation-service.ts';
import { aiConfigRoutes } from './routes/ai-config-routes.ts';
import { chatRoutes } from './routes/chat-routes.ts';
import { adminConversationRoutes, memberConversationRoutes } from './routes/conversation-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const now = () => ctx.clock.now();
    const settings = new AiSettingsStore(db, () => ({ en_us: ctx.i18n.t('en_US', 'ai_assistant.prompt'), zh_cn: ctx.i18n.t('zh_CN', 'ai_assistant.prompt') }));
    const conversations = new ConversationRepository(db);
    const chats = new ChatService(settings, conversations, ctx.i18n, ctx.logger, now);
    const config = aiConfigRoutes(settings, ctx.i18n, now);
    for (const route of config.admin) ctx.routes.add('admin', route);
    for (const route of config.api) ctx.routes.add('api', route);
    const reader = new ConversationService(conversations, ctx.users);
    for (const route of memberConversationRoutes(reader)) ctx.routes.add('api', route);
    for (const route of adminConversationRoutes(reader)) ctx.routes.add('admin', route);
    for (const route of chatRoutes({
      chats,
      reads: (req) => ctx.routes.reads(req),
      siteUrl: async () => (await ctx.settings.get<{ site_url: string }>('general')).site_url.replace(/\/+$/, ''),
      // Each message costs the site a provider call: a member may send a few a minute.
      limit: ctx.rateLimit('ai_chat', { limit: 10, windowSeconds: 60 }),
      logFailedSave: (err) => ctx.logger.error({ err }, 'AI conversation not saved'),
    })) ctx.routes.add('api', route);
    ctx.provide(AccountContentPoint, { removeAllOf: (userId, trx) => conversations.removeAllOf(trx, Number(userId)) });
  },
});
