import { Clock, definePlugin } from '../../../kernel/api.ts';
import { PostDirectory, ViewerStateSlot } from '../../questions/server/api.ts';
import { FollowRepository } from './follow-repository.ts';
import { FollowService } from './follow-service.ts';
import { followStateProvider } from './follow-state-provider.ts';
import { TagService } from '../../tags/server/api.ts';
import { followRoutes } from './routes/follow-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    // Other plugins' services are looked up when a request needs them, not at registration.
    const posts = () => ctx.container.get<PostDirectory>(PostDirectory);
    const follows = new FollowRepository(db);
    const service = new FollowService(db, follows, posts, () => ctx.container.get<TagService>(TagService), ctx.container.get<Clock>(Clock));
    ctx.provide(ViewerStateSlot, followStateProvider(follows));
    for (const route of followRoutes(service)) ctx.routes.add('api', route);
  },
});
