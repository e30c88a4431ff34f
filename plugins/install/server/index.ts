import { definePlugin, Tokens, type Installer } from '../../../kernel/api.ts';
import { installationRoutes } from './installation-routes.ts';

export default definePlugin({
  register(ctx) {
    const installer = ctx.container.get<Installer>(Tokens.Installer);
    for (const route of installationRoutes(installer)) ctx.routes.add('installation', route);
  },
});
