import { definePlugin } from '../../../kernel/api.ts';
import { FollowedTopicsPoint, PostDirectoryPoint, ViewerStatePoint } from '../../questions/server/api.ts';
import { FollowRepository } from './follow-repository.ts';
import { FollowService } from './follow-service.ts';
import { followedTopicsProvider } from './followed-topics-provider.ts';
import { followStateProvider } from './follow-state-provider.ts';
import { TagFollowersPoint, TagServicePoint } from '../../tags/server/api.ts';
import { followRoutes } from './routes/follow-routes.ts';
import { FollowersPoint } from './api.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const follows = new FollowRepository(db);
    const service = new FollowService(db, follows, ctx.need(PostDirectoryPoint), ctx.need(TagServicePoint), ctx.clock);
    ctx.provide(ViewerStatePoint, followStateProvider(follows));
    ctx.provide(FollowedTopicsPoint, followedTopicsProvider(follows, db));
    ctx.provide(TagFollowersPoint, { move: (trx, from, to) => follows.moveTag(trx, from, to) });
    ctx.provide(FollowersPoint, { of: (objectIds) => follows.followersOf(objectIds) });
    for (const route of followRoutes(service)) ctx.routes.add('api', route);
  },
});
