import type { RouteDefinition, RouteScope } from './http/route.ts';
import type { Kernel } from './kernel.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { pluginStatusRoute } from './plugins/plugin-status-route.ts';

/** The kernel's own routes by scope: settings, the plugin list. Features, account flows included, come from plugins. */
export function kernelRoutes(k: Kernel): Partial<Record<RouteScope, RouteDefinition<any, any>[]>> {
  const settings = settingsRoutes(k);
  return {
    api: [...settings.api, pluginStatusRoute(k.host)],
    admin: settings.admin,
  };
}
