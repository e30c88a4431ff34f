import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guardLoader } from '../guards/guard-loader';
import type { PluginRouteLayout, WebPlugin, WebPluginRoute } from '../sdk/define-web-plugin';
import { PluginRouteGate } from './plugin-route-gate';

type Lazy = () => Promise<{ Component?: ComponentType | null }>;

/**
 * What a plugin's route object carries in its `handle`: whose page it is, and whether the shell
 * has a screen of its own for the path (shown instead while the plugin is off).
 */
export interface PluginRouteHandle {
  pluginId: string;
  hasFallback: boolean;
}

/**
 * The plugin whose enabled state decides whether a matched route shows a page of its own, as its
 * gate decides in the browser (a disabled plugin's route without a fallback draws the not-found
 * page, so the server answers 404 for it: entry-server's `routeExists`); undefined for a route
 * that always shows.
 */
export function gatingPlugin(route: RouteObject): string | undefined {
  const handle = route.handle as PluginRouteHandle | undefined;
  return handle?.pluginId && !handle.hasFallback ? handle.pluginId : undefined;
}

function gated(pluginId: string, Screen: ComponentType, Fallback?: ComponentType): ComponentType {
  const Gated = () => (
    <PluginRouteGate pluginId={pluginId} Fallback={Fallback}>
      <Screen />
    </PluginRouteGate>
  );
  Gated.displayName = `PluginRoute(${pluginId})`;
  return Gated;
}

function toRouteObject(pluginId: string, route: WebPluginRoute, fallbacks: Record<string, ComponentType>): RouteObject {
  const fallback = fallbacks[route.path];
  const handle: PluginRouteHandle = { pluginId, hasFallback: !!fallback };
  const base: RouteObject = {
    path: route.path,
    handle,
    loader: route.guards?.length ? guardLoader(...route.guards) : undefined,
  };
  if (route.Component) return { ...base, Component: gated(pluginId, route.Component, fallback) };
  const lazy = route.lazy as Lazy | undefined;
  if (!lazy) throw new Error(`plugin ${pluginId}: route ${route.path} needs Component or lazy`);
  return {
    ...base,
    lazy: async () => {
      const mod = await lazy();
      if (!mod.Component) throw new Error(`plugin ${pluginId}: route ${route.path} has no Component`);
      return { Component: gated(pluginId, mod.Component, fallback) };
    },
  };
}

/**
 * Route objects every discovered plugin contributes to one layout. All are mounted at
 * build time; the gate decides at render time whether the plugin is enabled.
 */
export function pluginRoutes(
  plugins: readonly WebPlugin[],
  layout: PluginRouteLayout,
  fallbacks: Record<string, ComponentType> = {},
): RouteObject[] {
  return plugins.flatMap((plugin) =>
    (plugin.routes ?? []).filter((r) => (r.layout ?? 'main') === layout).map((r) => toRouteObject(plugin.id, r, fallbacks)),
  );
}

/** Admin pages plugins add under /admin/plugins/<id>/… */
export function pluginSettingsRoutes(plugins: readonly WebPlugin[]): RouteObject[] {
  return plugins.flatMap((plugin) =>
    (plugin.settingsPages ?? []).map((page) => ({
      path: `plugins/${plugin.id}${page.path ? `/${page.path}` : ''}`,
      handle: { pluginId: plugin.id, hasFallback: false } satisfies PluginRouteHandle,
      Component: gated(plugin.id, page.Component),
    })),
  );
}
