import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { apiKey } from '../api/client';
import type { WebPlugin } from '../sdk/define-web-plugin';
import { activePlugins, builtInWebPlugins, registeredWebPlugins, type PluginStatus } from './plugin-registry';

export const pluginStatusKey = () => apiKey('/plugin/status');

/** Server-side enabled state, refetched on focus and on every navigation. */
export function usePluginStatus() {
  return useSWR<PluginStatus[]>(pluginStatusKey(), { revalidateOnFocus: true, keepPreviousData: true });
}

const never = () => () => undefined;

/** Active (discovered and enabled) plugins; empty until the status is known. */
export function useActivePlugins(): { plugins: WebPlugin[]; ready: boolean } {
  const { data } = usePluginStatus();
  const all = useSyncExternalStore(never, registeredWebPlugins, builtInWebPlugins);
  const plugins = useMemo(() => activePlugins(all, data), [all, data]);
  return { plugins, ready: data !== undefined };
}

/**
 * Revalidates the plugin status whenever the route changes. The first page needs no second
 * request: the hook's own mount fetched the status (or the server-rendered page brought it).
 */
export function usePluginStatusOnNavigation(): void {
  const { mutate } = usePluginStatus();
  const location = useLocation();
  const shown = useRef(location.pathname);
  useEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    void mutate();
  }, [location.pathname, mutate]);
}
