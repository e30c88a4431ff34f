import { definePlugin } from '../../../kernel/api.ts';
import { AccountContentPoint } from '../../admin/server/api.ts';
import { EvidenceSourcePoint } from '../../badges/server/api.ts';
import { PostDirectoryPoint } from '../../questions/server/api.ts';
import { reactionEvidence } from './reaction-evidence.ts';
import { ReactionRepository } from './reaction-repository.ts';
import { ReactionService } from './reaction-service.ts';
import { reactionRoutes } from './routes/reaction-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const repository = new ReactionRepository(db);
    const service = new ReactionService(db, repository, ctx.need(PostDirectoryPoint), ctx.users, ctx.i18n, ctx.clock, ctx.events);
    const limit = ctx.rateLimit('reaction', { limit: 60, windowSeconds: 60 });
    for (const route of reactionRoutes(service, limit)) ctx.routes.add('api', route);
    ctx.provide(EvidenceSourcePoint, reactionEvidence(repository));
    // Reactions keep no counters: a removed account's simply go.
    ctx.provide(AccountContentPoint, { removeAllOf: (userId, trx) => repository.removeAllBy(trx, Number(userId)) });
  },
});
