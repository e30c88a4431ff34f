import type { RouteDefinition, RouteScope } from './http/route.ts';
import type { Kernel } from './kernel.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { pluginStatusRoute } from './plugins/plugin-status-route.ts';

/** The kernel's own routes by scope: accounts, settings, the plugin list. Features come from plugins. */
export function kernelRoutes(k: Kernel): Partial<Record<RouteScope, RouteDefinition<any, any>[]>> {
  const settings = settingsRoutes(k);
  return {
    api: [...accountRoutes(k), ...profileRoutes(k), ...settings.api, pluginStatusRoute(k.host)],
    admin: settings.admin,
  };
}
