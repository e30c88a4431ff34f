import { definePlugin } from '../../../kernel/api.ts';
import { PostDirectoryPoint } from '../../questions/server/api.ts';
import { ReactionRepository } from './reaction-repository.ts';
import { ReactionService } from './reaction-service.ts';
import { reactionRoutes } from './routes/reaction-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const service = new ReactionService(db, new ReactionRepository(db), ctx.need(PostDirectoryPoint), ctx.users, ctx.i18n, ctx.clock);
    const limit = ctx.rateLimit('reaction', { limit: 60, windowSeconds: 60 });
    for (const route of reactionRoutes(service, limit)) ctx.routes.add('api', route);
  },
});
