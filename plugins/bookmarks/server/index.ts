import { definePlugin } from '../../../kernel/api.ts';
import { PostDirectoryPoint, ViewerStatePoint } from '../../questions/server/api.ts';
import { BookmarkRepository } from './bookmark-repository.ts';
import { BookmarkService } from './bookmark-service.ts';
import { bookmarkStateProvider } from './bookmark-state-provider.ts';
import { collectionRoutes } from './routes/collection-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const bookmarks = new BookmarkRepository(db);
    const service = new BookmarkService(db, bookmarks, ctx.need(PostDirectoryPoint), ctx.users, ctx.clock);
    ctx.provide(ViewerStatePoint, bookmarkStateProvider(bookmarks));
    for (const route of collectionRoutes(service)) ctx.routes.add('api', route);
  },
});
