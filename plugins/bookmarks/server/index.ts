import { Clock, definePlugin } from '../../../kernel/api.ts';
import { PostDirectory, ViewerStateSlot } from '../../questions/server/api.ts';
import { BookmarkRepository } from './bookmark-repository.ts';
import { BookmarkService } from './bookmark-service.ts';
import { bookmarkStateProvider } from './bookmark-state-provider.ts';
import { memberLookup } from './member-lookup.ts';
import { collectionRoutes } from './routes/collection-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    // Other plugins' services are looked up when a request needs them, not at registration.
    const posts = () => ctx.container.get<PostDirectory>(PostDirectory);
    const bookmarks = new BookmarkRepository(db);
    const service = new BookmarkService(db, bookmarks, posts, memberLookup(ctx.container), ctx.container.get<Clock>(Clock));
    ctx.provide(ViewerStateSlot, bookmarkStateProvider(bookmarks));
    for (const route of collectionRoutes(service)) ctx.routes.add('api', route);
  },
});
