import { definePlugin, FileStorePoint } from '../../../kernel/api.ts';
import { UploadsSettingsGroup } from './api.ts';
import { LocalFileStore } from './local-file-store.ts';
import { fileRoutes } from './routes/file.ts';
import { SiteFiles } from './site-files.ts';
import { serveUploads } from './uploads-handler.ts';

export default definePlugin({
  register(ctx) {
    const disk = new LocalFileStore(ctx.uploadsDir);
    ctx.provide(FileStorePoint, disk);
    const siteUrl = async () => (await ctx.settings.get<{ site_url: string }>('general')).site_url;
    const loginRequired = async () => !!(await ctx.settings.get<{ login_required?: boolean }>('login')).login_required;
    const files = new SiteFiles(ctx.use(FileStorePoint), disk, ctx.clock, siteUrl, loginRequired);
    ctx.settings.declare(UploadsSettingsGroup);
    // Answer 2.0's page: the image and attachment limits, all from the Uploads group.
    ctx.settings.view({
      adminPath: '/siteinfo/advanced', siteinfoKey: 'site_advanced',
      parts: [{ group: UploadsSettingsGroup, fields: ['max_image_size', 'max_image_megapixel', 'authorized_image_extensions', 'max_attachment_size', 'authorized_attachment_extensions'] }],
    });
    for (const route of fileRoutes(files, () => ctx.settings.get(UploadsSettingsGroup))) ctx.routes.add('api', route);
    ctx.routes.raw('/uploads', serveUploads(files, loginRequired));
  },
});
