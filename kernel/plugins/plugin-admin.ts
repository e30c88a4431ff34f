import type { Knex } from 'knex';
import type { QuorumConfig } from '../config/quorum-home.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { PluginAdmin } from './plugin-context.ts';
import type { PluginHost } from './plugin-host.ts';

type PropertyMap = Record<string, { 'x-visibility'?: string; type?: string; items?: { properties?: PropertyMap } }>;

/** The keys a config schema marks `x-visibility: secret` (an S3 secret key): never shown, kept when sent back empty. */
function secretKeys(properties: PropertyMap): string[] {
  return Object.keys(properties).filter((key) => properties[key]!['x-visibility'] === 'secret');
}

/** Lists of objects holding secret keys (a connector's providers), with those keys. */
function secretLists(properties: PropertyMap): [string, string[]][] {
  return Object.entries(properties)
    .map(([key, p]): [string, string[]] => [key, p.type === 'array' ? secretKeys(p.items?.properties ?? {}) : []])
    .filter(([, keys]) => keys.length > 0);
}

const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)) : [];

/** Blanks the secrets of a config for the admin form: at the top and in lists of objects. */
function hideSecrets(properties: PropertyMap, values: Record<string, unknown>): void {
  for (const key of secretKeys(properties)) values[key] = '';
  for (const [list, keys] of secretLists(properties)) {
    values[list] = objects(values[list]).map((item) => ({ ...item, ...Object.fromEntries(keys.map((k) => [k, ''])) }));
  }
}

/**
 * Fills the secrets sent back empty with the stored ones: top-level keys, and in lists the item
 * with the same `name` (or, without names, at the same place).
 */
function keepSecrets(properties: PropertyMap, given: Record<string, unknown>, stored: Record<string, unknown>): void {
  for (const key of secretKeys(properties)) if (given[key] === '' || given[key] === undefined) given[key] = stored[key];
  for (const [list, keys] of secretLists(properties)) {
    const before = objects(stored[list]);
    objects(given[list]).forEach((item, i) => {
      const old = 'name' in item ? before.find((b) => b.name === item.name) : before[i];
      for (const key of keys) if ((item[key] === '' || item[key] === undefined) && old?.[key] !== undefined) item[key] = old[key];
    });
  }
}

/** What the plugins page drives of the kernel (`Kernel` is one). */
export interface PluginAdminSources {
  readonly host: Pick<PluginHost, 'list' | 'describe' | 'setEnabled' | 'require' | 'getConfig' | 'setConfig'>;
  readonly config?: Pick<QuorumConfig, 'database'>;
  readonly db: Knex;
  readonly clock: Clock;
}

export function pluginAdmin(k: PluginAdminSources): PluginAdmin {
  return {
    list: (language) => k.host.list().map((p) => k.host.describe(p, { language, activeEngine: k.config?.database.engine })),
    setEnabled: (id, enabled) => k.host.setEnabled(k.db, id, enabled, k.clock.now(), k.config?.database.engine),
    async config(id, language) {
      const plugin = k.host.require(id);
      if (!plugin.configSchema) throw new NotFoundError('error.plugin.no_config');
      const values = await k.host.getConfig(k.db, id);
      hideSecrets((plugin.configSchema.properties ?? {}) as PropertyMap, values);
      return { plugin: k.host.describe(plugin, { language, activeEngine: k.config?.database.engine }), schema: plugin.configSchema, values };
    },
    async setConfig(id, values) {
      const plugin = k.host.require(id);
      if (plugin.configSchema && values !== null && typeof values === 'object' && !Array.isArray(values)) {
        const stored = await k.host.getConfig(k.db, id);
        keepSecrets((plugin.configSchema.properties ?? {}) as PropertyMap, values as Record<string, unknown>, stored);
      }
      await k.host.setConfig(k.db, id, values, k.clock.now());
    },
  };
}
