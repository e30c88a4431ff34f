import { definePlugin } from '../../../kernel/api.ts';
import { AccountContentPoint, DashboardFiguresPoint } from '../../admin/server/api.ts';
import { PostDirectoryPoint, ViewerStatePoint } from '../../questions/server/api.ts';
import { MemberVotesPoint, VotablePoint, VoteLookupPoint } from './api.ts';
import { MemberVotesService } from './member-votes.ts';
import { VotableRegistry, postVotable } from './votable-registry.ts';
import { VoteRepository } from './vote-repository.ts';
import { VoteService } from './vote-service.ts';
import { voteStateProvider } from './vote-state-provider.ts';
import { voteRoutes } from './routes/vote-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const votes = new VoteRepository(db);
    const service = new VoteService(db, votes, new VotableRegistry(ctx.use(VotablePoint)), ctx.clock, ctx.events, ctx.privileges);
    ctx.provide(VotablePoint, postVotable(ctx.need(PostDirectoryPoint)));
    ctx.provide(VoteLookupPoint, service);
    ctx.provide(AccountContentPoint, { removeAllOf: (userId, trx) => service.withdrawAllOf(userId, trx) });
    ctx.provide(MemberVotesPoint, new MemberVotesService(db));
    ctx.provide(ViewerStatePoint, voteStateProvider(service));
    ctx.provide(DashboardFiguresPoint, { figures: async () => ({ vote_count: await votes.countAll() }) });
    for (const route of voteRoutes(service, ctx.captcha('vote'))) ctx.routes.add('api', route);
  },
});
