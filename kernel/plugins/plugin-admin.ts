import type { Kernel } from '../kernel.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AdminPlugin } from '../../schemas/api/plugins.ts';

/** The keys a config schema marks `x-visibility: secret` (an S3 secret key): never shown, kept when sent back empty. */
function secretKeys(schema: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, { 'x-visibility'?: string }>;
  return Object.keys(properties).filter((key) => properties[key]!['x-visibility'] === 'secret');
}

/** The plugin host as the admin plugin's plugins page drives it (`ctx.plugins`, the built-in admin plugin only). */
export interface PluginAdmin {
  /** Every plugin, enabled or not, quarantined ones with their reason; names and purposes in `language`. */
  list(language?: string): AdminPlugin[];
  /** Turns a plugin on or off, with the host's refusals (core, required by others, a taken one-provider point, …). */
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** A plugin with a config: its config's JSON Schema and values, secrets blanked as settings do (404 `error.plugin.no_config` without one). */
  config(id: string, language?: string): Promise<{ plugin: AdminPlugin; schema: Record<string, unknown>; values: Record<string, unknown> }>;
  /** Replaces a plugin's config, validated by its schema; a secret sent back empty keeps its stored value. */
  setConfig(id: string, values: unknown): Promise<void>;
}

export function pluginAdmin(k: Kernel): PluginAdmin {
  return {
    list: (language) => k.host.list().map((p) => k.host.describe(p, { language, activeEngine: k.config?.database.engine })),
    setEnabled: (id, enabled) => k.host.setEnabled(k.db, id, enabled, k.clock.now(), k.config?.database.engine),
    async config(id, language) {
      const plugin = k.host.require(id);
      if (!plugin.configSchema) throw new NotFoundError('error.plugin.no_config');
      const values = await k.host.getConfig(k.db, id);
      for (const key of secretKeys(plugin.configSchema)) values[key] = '';
      return { plugin: k.host.describe(plugin, { language, activeEngine: k.config?.database.engine }), schema: plugin.configSchema, values };
    },
    async setConfig(id, values) {
      const plugin = k.host.require(id);
      if (plugin.configSchema && values !== null && typeof values === 'object' && !Array.isArray(values)) {
        const stored = await k.host.getConfig(k.db, id);
        const given = values as Record<string, unknown>;
        for (const key of secretKeys(plugin.configSchema)) if (given[key] === '' || given[key] === undefined) given[key] = stored[key];
      }
      await k.host.setConfig(k.db, id, values, k.clock.now());
    },
  };
}
