import { InputError, defineRoute, type PluginContext, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  aiConfigBodySchema, aiConfigSchema, aiModelListSchema, aiModelsBodySchema, aiProviderListSchema, aiStatusSchema, type AiConfigBody, type AiModelsBody,
} from '../../schemas/ai-config.ts';
import { AI_PROVIDERS, apiBase } from '../ai-providers.ts';
import { isMask, type AiSettingsStore } from '../ai-settings-store.ts';
import { ProviderError, listModels } from '../provider-client.ts';

/**
 * The admin's AI settings (Answer 2.0's `ai-config`, `ai-provider`, `ai-models`) and whether the
 * assistant is on for members (`ai/status`, Quorum's: Answer carries it in `siteinfo.ai_enabled`).
 */
export function aiConfigRoutes(settings: AiSettingsStore, i18n: Pick<PluginContext['i18n'], 't'>, now: () => number): { admin: RouteDefinition<any, any>[]; api: RouteDefinition<any, any>[] } {
  const admin = [
    defineRoute({ method: 'get', path: '/ai-config', access: 'admin', response: aiConfigSchema, handler: () => settings.masked() }),
    defineRoute<AiConfigBody>({
      method: 'put', path: '/ai-config', access: 'admin', body: aiConfigBodySchema, response: { type: 'null' },
      handler: async ({ body }) => {
        const refused = (body.ai_providers ?? []).findIndex((p) => p.api_host && !apiBase(p.api_host));
        if (refused >= 0) throw InputError.field('error.ai_assistant.host_invalid', `ai_providers[${refused}].api_host`);
        await settings.write(body, now());
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/ai-provider', access: 'admin', response: aiProviderListSchema,
      // Brand names stay as they are; the self-hosted kind is a description, worded per language.
      handler: ({ req }) => AI_PROVIDERS.map((p) => (p.name === 'openai_compatible' ? { ...p, display_name: i18n.t(req.quorum.language, 'ai_assistant.provider.openai_compatible') } : p)),
    }),
    defineRoute<AiModelsBody>({
      method: 'post', path: '/ai-models', access: 'admin', body: aiModelsBodySchema, response: aiModelListSchema,
      handler: async ({ body }) => {
        if (!apiBase(body.api_host)) throw InputError.field('error.ai_assistant.host_invalid', 'api_host');
        // The form shows a stored key masked: checking with it means the key stored for that host.
        const key = !body.api_key || isMask(body.api_key) ? await settings.keyFor(body.api_host) : body.api_key;
        try {
          return await listModels(body.api_host, key);
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          const vars = { status: String(err.status) };
          throw new InputError('error.ai_assistant.models_failed', [{ error_field: 'api_key', error_msg: `error.ai_assistant.models_failed|${JSON.stringify(vars)}` }], vars);
        }
      },
    }),
  ];
  const api = [
    defineRoute({
      method: 'get', path: '/ai/status', access: 'optional', response: aiStatusSchema,
      handler: async () => ({ enabled: !(await settings.active()).refusal }),
    }),
  ];
  return { admin, api };
}
