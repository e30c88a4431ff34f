import type { Knex } from 'knex';
import type { QuorumConfig } from '../config/quorum-home.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { PluginAdmin } from './plugin-context.ts';
import type { PluginHost } from './plugin-host.ts';

/** The keys a config schema marks `x-visibility: secret` (an S3 secret key): never shown, kept when sent back empty. */
function secretKeys(schema: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, { 'x-visibility'?: string }>;
  return Object.keys(properties).filter((key) => properties[key]!['x-visibility'] === 'secret');
}

/** What the plugins page drives of the kernel (`Kernel` is one). */
export interface PluginAdminSources {
  readonly host: Pick<PluginHost, 'list' | 'describe' | 'setEnabled' | 'require' | 'getConfig' | 'setConfig'>;
  readonly config?: Pick<QuorumConfig, 'database'>;
  readonly db: Knex;
  readonly clock: Clock;
  /** Takes in plugins added to the site since boot (`Kernel.discoverAdded`). */
  discoverAdded?(): Promise<void>;
}

export function pluginAdmin(k: PluginAdminSources): PluginAdmin {
  return {
    async list(language) {
      await k.discoverAdded?.();
      return k.host.list().map((p) => k.host.describe(p, { language, activeEngine: k.config?.database.engine }));
    },
    async setEnabled(id, enabled) {
      await k.discoverAdded?.();
      await k.host.setEnabled(k.db, id, enabled, k.clock.now(), k.config?.database.engine);
    },
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
