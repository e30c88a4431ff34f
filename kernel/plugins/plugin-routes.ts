import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Kernel } from '../kernel.ts';
import type { LoadedPlugin } from './plugin-host.ts';
import { adminPluginListSchema, pluginConfigSchema, pluginStatusListSchema, type AdminPlugin, type PluginConfig, type PluginStatus } from '../../schemas/api/plugins.ts';
import { nullSchema } from '../../schemas/api/common.ts';

const slug = { type: 'string', minLength: 1, maxLength: 100 } as const;

function present(plugin: LoadedPlugin, k: Kernel): AdminPlugin {
  const { manifest } = plugin;
  return {
    slug_name: manifest.id,
    name: manifest.name,
    description: manifest.description,
    version: manifest.version,
    link: manifest.link ?? '',
    kind: manifest.kind,
    core: manifest.core,
    enabled: k.host.isActive(manifest.id),
    have_config: !!plugin.configSchema,
    quarantined: plugin.status === 'quarantined',
    error: plugin.error ?? '',
  };
}

/** The plugin pages (Answer's shapes): list, enable/disable, per-plugin config. */
export function pluginRoutes(k: Kernel): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const api = [
    defineRoute({
      method: 'get', path: '/plugin/status', access: 'public', response: pluginStatusListSchema,
      handler: (): PluginStatus[] =>
        k.host.list().map((p) => present(p, k)).map(({ slug_name, name, version, enabled, have_config, description, link, kind }) => ({ slug_name, name, version, enabled, have_config, description, link, kind })),
    }),
  ];
  const admin = [
    defineRoute<unknown, { status?: 'active' | 'inactive'; have_config?: boolean }>({
      method: 'get', path: '/plugins', access: 'admin', response: adminPluginListSchema,
      query: { type: 'object', properties: { status: { enum: ['active', 'inactive'] }, have_config: { type: 'boolean' } } },
      handler: ({ query }) =>
        k.host.list().map((p) => present(p, k))
          .filter((p) => !query.status || p.enabled === (query.status === 'active'))
          .filter((p) => query.have_config === undefined || p.have_config === query.have_config),
    }),
    defineRoute<{ plugin_slug_name: string; enabled: boolean }>({
      method: 'put', path: '/plugin/status', access: 'admin', response: nullSchema,
      body: { type: 'object', required: ['plugin_slug_name', 'enabled'], properties: { plugin_slug_name: slug, enabled: { type: 'boolean' } } },
      handler: async ({ body }) => {
        await k.host.setEnabled(k.db, body.plugin_slug_name, body.enabled, k.clock.now(), k.config?.database.engine);
        return null;
      },
    }),
    defineRoute<unknown, { plugin_slug_name: string }>({
      method: 'get', path: '/plugin/config', access: 'admin', response: pluginConfigSchema,
      query: { type: 'object', required: ['plugin_slug_name'], properties: { plugin_slug_name: slug } },
      handler: async ({ query }): Promise<PluginConfig> => {
        const plugin = k.host.require(query.plugin_slug_name);
        if (!plugin.configSchema) throw new NotFoundError('error.plugin.no_config');
        const config = await k.host.getConfig(k.db, plugin.manifest.id);
        const properties = (plugin.configSchema.properties ?? {}) as Record<string, { title?: string; description?: string; type?: string }>;
        return {
          ...present(plugin, k),
          schema: plugin.configSchema,
          config,
          // Answer's form description, for clients that render `config_fields`.
          config_fields: Object.entries(properties).map(([name, p]) => ({
            name, type: p.type ?? 'string', title: p.title ?? name, description: p.description ?? '', value: config[name] ?? null,
          })),
        };
      },
    }),
    defineRoute<{ plugin_slug_name: string; config_fields: Record<string, unknown> }>({
      method: 'put', path: '/plugin/config', access: 'admin', response: nullSchema,
      body: { type: 'object', required: ['plugin_slug_name', 'config_fields'], properties: { plugin_slug_name: slug, config_fields: { type: 'object' } } },
      handler: async ({ body }) => {
        await k.host.setConfig(k.db, body.plugin_slug_name, body.config_fields, k.clock.now());
        return null;
      },
    }),
  ];
  return { api, admin };
}
