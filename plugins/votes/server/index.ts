import { Clock, definePlugin } from '../../../kernel/api.ts';
import { ViewerStateSlot } from '../../questions/server/api.ts';
import { VotableResolver, VoteLookup } from './api.ts';
import { VotableRegistry, postVotable } from './votable-registry.ts';
import { VoteRepository } from './vote-repository.ts';
import { VoteService } from './vote-service.ts';
import { voteStateProvider } from './vote-state-provider.ts';
import { voteRoutes } from './routes/vote-routes.ts';
import enUS from '../locales/en_US.json' with { type: 'json' };
import zhCN from '../locales/zh_CN.json' with { type: 'json' };

export default definePlugin({
  register(ctx) {
    ctx.i18n.addCatalog('en_US', enUS);
    ctx.i18n.addCatalog('zh_CN', zhCN);
    const db = () => ctx.db;
    const service = new VoteService(db, new VoteRepository(db), new VotableRegistry(ctx.container), ctx.container.get<Clock>(Clock), ctx.events);
    ctx.container.bind(VotableResolver).toConstantValue(postVotable(ctx.container));
    ctx.container.bind<VoteLookup>(VoteLookup).toConstantValue(service);
    ctx.provide(ViewerStateSlot, voteStateProvider(service));
    for (const route of voteRoutes(service)) ctx.routes.add('api', route);
  },
});
