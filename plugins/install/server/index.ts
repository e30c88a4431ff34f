import { definePlugin } from '../../../kernel/api.ts';
import { InstallerPoint } from '../../../kernel/provider-api.ts';
import { installationRoutes } from './installation-routes.ts';
import { SiteInstaller } from './installer.ts';
import { installRedirect } from './install-redirect.ts';

export default definePlugin({
  register(ctx) {
    const installer = new SiteInstaller(ctx.site, ctx.clock, () => ctx.installed, () => ctx.db, ctx.logger);
    ctx.provide(InstallerPoint, installer);
    for (const route of installationRoutes(installer)) ctx.routes.add('installation', route);
    const redirect = installRedirect(() => ctx.installed);
    ctx.routes.raw('/', redirect);
    ctx.routes.raw('/install', redirect);
  },
});
