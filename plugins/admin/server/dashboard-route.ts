import { defineRoute, type RouteDefinition } from '../../../kernel/api.ts';
import { dashboardSchema, type Dashboard } from '../../../schemas/api/dashboard.ts';
import type { DashboardService } from './dashboard-service.ts';

/** `GET /answer/admin/api/dashboard` (SPEC §7.1). */
export function dashboardRoute(dashboard: DashboardService): RouteDefinition<any, any> {
  return defineRoute({
    method: 'get', path: '/dashboard', access: 'admin', response: dashboardSchema,
    handler: async (): Promise<Dashboard> => ({ info: await dashboard.info() }),
  });
}
