import { defineRoute, type RouteDefinition } from '../../../kernel/api.ts';
import { dashboardSchema, nextStepsSchema, type Dashboard, type NextSteps } from '../../../schemas/api/dashboard.ts';
import type { DashboardService } from './dashboard-service.ts';

/** `GET /answer/admin/api/dashboard` (SPEC §7.1) and the first-run checklist beside it. */
export function dashboardRoutes(dashboard: DashboardService): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/dashboard', access: 'admin', response: dashboardSchema,
      handler: async (): Promise<Dashboard> => ({ info: await dashboard.info() }),
    }),
    defineRoute({
      method: 'get', path: '/dashboard/next-steps', access: 'admin', response: nextStepsSchema,
      handler: (): Promise<NextSteps> => dashboard.nextSteps(),
    }),
  ];
}
