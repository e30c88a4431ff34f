import { definePlugin } from '../../../kernel/api.ts';
import { AdminUserRepository } from './admin-user-repository.ts';
import { adminUserRoutes } from './admin-user-routes.ts';
import { AdminUserService } from './admin-user-service.ts';
import { AccountContentPoint, ActivationLinksPoint, DeletedContentPurgePoint } from './api.ts';
import { dashboardRoutes } from './dashboard-route.ts';
import { DashboardService } from './dashboard-service.ts';
import { pluginAdminRoutes } from './plugin-admin-routes.ts';
import { staffRoute } from './staff-route.ts';

export default definePlugin({
  register(ctx) {
    const now = () => ctx.clock.now();
    const users = new AdminUserRepository(() => ctx.db);
    const service = new AdminUserService(users, ctx.accounts, ctx.events, now, {
      contents: ctx.use(AccountContentPoint), activationLinks: ctx.use(ActivationLinksPoint), purges: ctx.use(DeletedContentPurgePoint),
    });
    for (const route of dashboardRoutes(new DashboardService(ctx, users))) ctx.routes.add('admin', route);
    for (const route of adminUserRoutes(users, service, ctx.accounts, ctx.i18n, now)) ctx.routes.add('admin', route);
    for (const route of pluginAdminRoutes(ctx.plugins)) ctx.routes.add('admin', route);
    ctx.routes.add('api', staffRoute(users));
  },
});
