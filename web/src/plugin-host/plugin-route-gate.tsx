import type { ComponentType, ReactNode } from 'react';
import { ErrorPage } from '../components/error-page';
import { Loading } from '../components/loading';
import { usePluginStatus } from './plugin-status';
import { enabledIds } from './plugin-registry';

/**
 * Renders a plugin screen only while the server reports the plugin enabled, so
 * disabling a plugin removes its routes without a rebuild. `Fallback` is the shell's
 * own screen for the same path, if any.
 */
export function PluginRouteGate({ pluginId, Fallback, children }: { pluginId: string; Fallback?: ComponentType; children: ReactNode }) {
  const { data } = usePluginStatus();
  if (data === undefined) return <Loading />;
  if (enabledIds(data).has(pluginId)) return <>{children}</>;
  return Fallback ? <Fallback /> : <ErrorPage code="404" />;
}
