import type { RouteDefinition, RouteScope } from './http/route.ts';
import { KERNEL_VERSION, type Kernel } from './kernel.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { adminUserRoutes } from './auth/admin-user-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { pluginRoutes } from './plugins/plugin-routes.ts';
import { openApiRoute } from './http/openapi.ts';

/** The kernel's own routes by scope: accounts, settings, plugins, the API document. Features come from plugins. */
export function kernelRoutes(k: Kernel): Partial<Record<RouteScope, RouteDefinition<any, any>[]>> {
  const settings = settingsRoutes(k);
  const plugins = pluginRoutes(k);
  const openApi = openApiRoute({
    routes: () => k.routeTable(),
    ownerName: (owner) => k.host.get(owner)?.manifest.name ?? 'Kernel: accounts, settings, plugins',
    version: KERNEL_VERSION,
  });
  return {
    api: [...accountRoutes(k), ...profileRoutes(k), ...settings.api, ...plugins.api, openApi],
    admin: [...adminUserRoutes(k), ...settings.admin, ...plugins.admin],
  };
}
