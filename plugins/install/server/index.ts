import { definePlugin } from '../../../kernel/api.ts';
import { installationRoutes } from './installation-routes.ts';

export default definePlugin({
  register(ctx) {
    for (const route of installationRoutes(ctx.installer)) ctx.routes.add('installation', route);
  },
});
