import { definePlugin } from '../../../kernel/api.ts';
import { CommentModerationPoint } from '../../comments/server/api.ts';
import { PostDirectoryPoint, PublicPostsPoint } from '../../questions/server/api.ts';
import { WebhookFormatPoint } from './api.ts';
import { DeliveryJournal } from './delivery-journal.ts';
import { DeliveryRepository } from './delivery-repository.ts';
import { DeliveryWorker, type WebhooksConfig } from './delivery-worker.ts';
import { EndpointRepository } from './endpoint-repository.ts';
import { EndpointService } from './endpoint-service.ts';
import { EventData } from './event-data.ts';
import { journalEvents } from './event-subscriptions.ts';
import { webhookRoutes } from './routes/webhook-routes.ts';
import { siteFacts } from './site-facts.ts';
import { mailAdminsTurnedOff } from './turned-off-notice.ts';
import { WebhookDispatcher } from './webhook-dispatcher.ts';

/** Tells the other processes an endpoint changed (their journals drop their copies). */
const ENDPOINTS_CHANGED = 'webhooks.endpoints';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    /** The site database, or undefined before the install made one (the worker then waits). */
    const siteDb = () => {
      try {
        return ctx.db;
      } catch {
        return undefined;
      }
    };
    const endpoints = new EndpointRepository(db, ctx.storage.insertId);
    const deliveries = new DeliveryRepository(db);
    const formats = ctx.use(WebhookFormatPoint);
    const config = () => ctx.config<WebhooksConfig>();
    const t = ctx.i18n.t.bind(ctx.i18n);
    const data = new EventData({ db, posts: ctx.need(PostDirectoryPoint), questions: ctx.need(PublicPostsPoint), comments: ctx.use(CommentModerationPoint), users: ctx.users });
    const dispatcher = new WebhookDispatcher(data, formats, () => siteFacts(ctx.settings), t, ctx.clock);
    const worker = new DeliveryWorker({
      db: siteDb, deliveries, endpoints, dispatcher, clock: ctx.clock, logger: ctx.logger, config, active: () => ctx.isEnabled(ctx.id),
      turnedOff: async (endpoint, since) => {
        await changed();
        await mailAdminsTurnedOff(ctx, endpoint, since);
      },
    });
    const journal = new DeliveryJournal(db, endpoints, deliveries, ctx.clock, () => dispatcher.formatIds(), () => worker.kick());
    const changed = async () => {
      journal.forget();
      await ctx.cache.signal(ENDPOINTS_CHANGED);
    };
    ctx.cache.onSignal(ENDPOINTS_CHANGED, () => journal.forget());
    journalEvents(ctx.events, journal);
    const service = new EndpointService(endpoints, deliveries, dispatcher, formats, ctx.clock, config, changed, t);
    const siteUrl = async () => (await ctx.settings.get<{ site_url: string }>('general')).site_url;
    for (const route of webhookRoutes(service, siteUrl, ctx.rateLimit('webhook_test', { limit: 30, windowSeconds: 60 }))) ctx.routes.add('admin', route);
    ctx.onListen(() => worker.start());
    ctx.onClose(() => worker.stop());
  },
});
