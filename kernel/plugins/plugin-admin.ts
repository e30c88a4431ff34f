import type { Kernel } from '../kernel.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AdminPlugin } from '../../schemas/api/plugins.ts';

/** The plugin host as the admin plugin's plugins page drives it (`ctx.plugins`, the built-in admin plugin only). */
export interface PluginAdmin {
  /** Every plugin, enabled or not, quarantined ones with their reason; names and purposes in `language`. */
  list(language?: string): AdminPlugin[];
  /** Turns a plugin on or off, with the host's refusals (core, required by others, a taken one-provider point, …). */
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** A plugin with a config: its config's JSON Schema and values (404 `error.plugin.no_config` without one). */
  config(id: string, language?: string): Promise<{ plugin: AdminPlugin; schema: Record<string, unknown>; values: Record<string, unknown> }>;
  /** Replaces a plugin's config, validated by its schema. */
  setConfig(id: string, values: unknown): Promise<void>;
}

export function pluginAdmin(k: Kernel): PluginAdmin {
  return {
    list: (language) => k.host.list().map((p) => k.host.describe(p, { language, activeEngine: k.config?.database.engine })),
    setEnabled: (id, enabled) => k.host.setEnabled(k.db, id, enabled, k.clock.now(), k.config?.database.engine),
    async config(id, language) {
      const plugin = k.host.require(id);
      if (!plugin.configSchema) throw new NotFoundError('error.plugin.no_config');
      return { plugin: k.host.describe(plugin, { language, activeEngine: k.config?.database.engine }), schema: plugin.configSchema, values: await k.host.getConfig(k.db, id) };
    },
    setConfig: (id, values) => k.host.setConfig(k.db, id, values, k.clock.now()),
  };
}
