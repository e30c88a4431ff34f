import { definePlugin } from '../../../kernel/api.ts';
import { FileStorePoint, type FileStore } from './api.ts';
import { LocalFileStore } from './local-file-store.ts';
import { fileRoutes } from './routes/file.ts';
import { serveUploads } from './uploads-handler.ts';

export default definePlugin({
  register(ctx) {
    const root = ctx.uploadsDir;
    const siteUrl = async () => (await ctx.settings.get<{ site_url: string }>('general')).site_url;
    const store: FileStore = new LocalFileStore(root, siteUrl, ctx.clock);
    ctx.provide(FileStorePoint, store);
    for (const route of fileRoutes(store)) ctx.routes.add('api', route);
    const loginRequired = async () => !!(await ctx.settings.get<{ login_required?: boolean }>('login')).login_required;
    ctx.routes.raw('/uploads', serveUploads(root, loginRequired));
  },
});
