import type { ComponentType } from 'react';
import type { FillProps } from '../sdk/define-slot';
import type { WebPlugin } from '../sdk/define-web-plugin';
import type { PluginStatus as PluginStatusRow } from '../../../schemas/api/plugins';

/** One row of GET /answer/api/v1/plugin/status (the enabled ones' web halves are mounted). */
export type PluginStatus = Pick<PluginStatusRow, 'slug_name' | 'enabled'>;

let registered: readonly WebPlugin[] = [];
let builtIn: readonly WebPlugin[] = [];

/**
 * Called once at start-up with the discovered plugins, then those added to the site (their web
 * modules load at run time, and the server renders none of them).
 */
export function registerWebPlugins(plugins: WebPlugin[], added?: WebPlugin[] | null): WebPlugin[] {
  builtIn = plugins;
  return (registered = added ? [...plugins, ...added] : plugins);
}

export function registeredWebPlugins(): readonly WebPlugin[] {
  return registered;
}

/** What the server rendered with: hydration draws the added plugins' fills only after it. */
export const builtInWebPlugins = (): readonly WebPlugin[] => builtIn;

/** Ids of plugins the server reports enabled; unknown to the server means not enabled. */
export function enabledIds(statuses: readonly PluginStatus[] | undefined): Set<string> {
  return new Set((statuses ?? []).filter((s) => s.enabled).map((s) => s.slug_name));
}

export function activePlugins(plugins: readonly WebPlugin[], statuses: readonly PluginStatus[] | undefined): WebPlugin[] {
  const enabled = enabledIds(statuses);
  return plugins.filter((p) => enabled.has(p.id));
}

export interface SlotEntry {
  key: string;
  pluginId: string;
  Component: ComponentType<FillProps<unknown>>;
}

/** Components the active plugins contribute to one slot, in plugin order, then each plugin's own order. */
export function slotContributions(active: readonly WebPlugin[], slot: { readonly name: string }): SlotEntry[] {
  return active.flatMap((plugin) =>
    (plugin.slots ?? [])
      .filter((f) => f.slot === slot.name)
      .map(({ Component }, i) => ({ key: `${plugin.id}:${i}`, pluginId: plugin.id, Component })),
  );
}
