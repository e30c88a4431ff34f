import { Clock, definePlugin } from '../../../kernel/api.ts';
import { PostDirectory } from '../../questions/server/api.ts';
import { BookmarkRepository } from './bookmark-repository.ts';
import { BookmarkService } from './bookmark-service.ts';
import { memberLookup } from './member-lookup.ts';
import { collectionRoutes } from './routes/collection-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    // Other plugins' services are looked up when a request needs them, not at registration.
    const posts = () => ctx.container.get<PostDirectory>(PostDirectory);
    const service = new BookmarkService(db, new BookmarkRepository(db), posts, memberLookup(ctx.container), ctx.container.get<Clock>(Clock));
    for (const route of collectionRoutes(service)) ctx.routes.add('api', route);
  },
});
