import { defineRoute, type PluginAdmin, type RouteDefinition } from '../../../kernel/api.ts';
import { adminPluginListSchema, pluginConfigSchema, type PluginConfig } from '../../../schemas/api/plugins.ts';
import { nullSchema } from '../../../schemas/api/common.ts';
import { answerConfigFields, fromAnswerForm } from './answer-config-form.ts';

const slug = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** The plugins page (Answer's shapes): list, enable/disable, per-plugin config, over the kernel's `ctx.plugins`. */
export function pluginAdminRoutes(plugins: PluginAdmin): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, { status?: 'active' | 'inactive'; have_config?: boolean }>({
      method: 'get', path: '/plugins', access: 'admin', response: adminPluginListSchema,
      query: { type: 'object', properties: { status: { enum: ['active', 'inactive'] }, have_config: { type: 'boolean' } } },
      handler: async ({ query, req }) =>
        (await plugins.list(req.quorum?.language))
          .filter((p) => !query.status || p.enabled === (query.status === 'active'))
          .filter((p) => query.have_config === undefined || p.have_config === query.have_config),
    }),
    defineRoute<{ plugin_slug_name: string; enabled: boolean }>({
      method: 'put', path: '/plugin/status', access: 'admin', response: nullSchema,
      body: { type: 'object', required: ['plugin_slug_name', 'enabled'], properties: { plugin_slug_name: slug, enabled: { type: 'boolean' } } },
      handler: async ({ body }) => {
        await plugins.setEnabled(body.plugin_slug_name, body.enabled);
        return null;
      },
    }),
    defineRoute<unknown, { plugin_slug_name: string }>({
      method: 'get', path: '/plugin/config', access: 'admin', response: pluginConfigSchema,
      query: { type: 'object', required: ['plugin_slug_name'], properties: { plugin_slug_name: slug } },
      handler: async ({ query, req }): Promise<PluginConfig> => {
        const { plugin, schema, values } = await plugins.config(query.plugin_slug_name, req.quorum?.language);
        // `schema` and `config` for Quorum's form; `config_fields` for Answer's.
        return { ...plugin, schema, config: values, config_fields: answerConfigFields(schema, values) };
      },
    }),
    defineRoute<{ plugin_slug_name: string; config_fields: Record<string, unknown> }>({
      method: 'put', path: '/plugin/config', access: 'admin', response: nullSchema,
      body: { type: 'object', required: ['plugin_slug_name', 'config_fields'], properties: { plugin_slug_name: slug, config_fields: { type: 'object' } } },
      handler: async ({ body }) => {
        const { schema } = await plugins.config(body.plugin_slug_name);
        await plugins.setConfig(body.plugin_slug_name, fromAnswerForm(schema, body.config_fields));
        return null;
      },
    }),
  ];
}
