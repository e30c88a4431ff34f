import { dashboardSchema, type Dashboard } from '../../schemas/api/dashboard.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import type { Kernel } from '../kernel.ts';
import { DashboardService } from './dashboard-service.ts';

/** `GET /answer/admin/api/dashboard` (SPEC §7.1). */
export function dashboardRoutes(k: Kernel): RouteDefinition<any, any>[] {
  const dashboard = new DashboardService(k);
  return [
    defineRoute({
      method: 'get', path: '/dashboard', access: 'admin', response: dashboardSchema,
      handler: async (): Promise<Dashboard> => ({ info: await dashboard.info() }),
    }),
  ];
}
