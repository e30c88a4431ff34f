import type { FromSchema } from 'json-schema-to-ts';

/**
 * The admin's AI settings (Answer 2.0's `admin/api/ai-config`, `ai-provider`, `ai-models`),
 * written once for the server and the browser. Pure data and types: the web bundle imports it.
 */

/** What a stored API key is shown as: never the key, nor its length. Sent back, it keeps the key. */
export const MASKED_KEY = '********';

const providerSetting = {
  type: 'object',
  required: ['provider'],
  properties: {
    provider: { type: 'string', minLength: 1, maxLength: 50 },
    api_host: { type: 'string', maxLength: 512 },
    /** Blank or `MASKED_KEY` keeps the stored key. */
    api_key: { type: 'string', maxLength: 256 },
    model: { type: 'string', maxLength: 100 },
  },
  additionalProperties: false,
} as const;

/** Per language; `%s` in a prompt stands for the member's question. */
const promptConfig = {
  type: 'object',
  properties: { zh_cn: { type: 'string', maxLength: 10_000 }, en_us: { type: 'string', maxLength: 10_000 } },
  additionalProperties: false,
} as const;

/** The PUT: keys left out keep their stored value. */
export const aiConfigBodySchema = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    chosen_provider: { type: 'string', maxLength: 50 },
    ai_providers: { type: 'array', maxItems: 20, items: providerSetting },
    prompt_config: promptConfig,
  },
  additionalProperties: false,
} as const;
export type AiConfigBody = FromSchema<typeof aiConfigBodySchema>;

/** The GET: every known provider, in the provider list's order, keys masked. */
export const aiConfigSchema = {
  type: 'object',
  required: ['enabled', 'chosen_provider', 'ai_providers', 'prompt_config'],
  properties: {
    enabled: { type: 'boolean' },
    chosen_provider: { type: 'string' },
    ai_providers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['provider', 'api_host', 'api_key', 'model'],
        properties: { provider: { type: 'string' }, api_host: { type: 'string' }, api_key: { type: 'string' }, model: { type: 'string' } },
        additionalProperties: false,
      },
    },
    prompt_config: { type: 'object', required: ['zh_cn', 'en_us'], properties: { zh_cn: { type: 'string' }, en_us: { type: 'string' } }, additionalProperties: false },
  },
  additionalProperties: false,
} as const;
export type AiConfig = FromSchema<typeof aiConfigSchema>;
export type AiProviderSetting = AiConfig['ai_providers'][number];

export const aiProviderListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'display_name', 'default_api_host'],
    properties: { name: { type: 'string' }, display_name: { type: 'string' }, default_api_host: { type: 'string' } },
    additionalProperties: false,
  },
} as const;
export type AiProviderList = FromSchema<typeof aiProviderListSchema>;

export const aiModelsBodySchema = {
  type: 'object',
  required: ['api_host'],
  properties: { api_host: { type: 'string', minLength: 1, maxLength: 512 }, api_key: { type: 'string', maxLength: 256 } },
  additionalProperties: false,
} as const;
export type AiModelsBody = FromSchema<typeof aiModelsBodySchema>;

export const aiModelListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'object', 'created', 'owned_by'],
    properties: { id: { type: 'string' }, object: { type: 'string' }, created: { type: 'integer' }, owned_by: { type: 'string' } },
    additionalProperties: false,
  },
} as const;
export type AiModelList = FromSchema<typeof aiModelListSchema>;

/** Whether members may ask (Quorum's pages show the assistant's link only then). */
export const aiStatusSchema = {
  type: 'object',
  required: ['enabled'],
  properties: { enabled: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export type AiStatus = FromSchema<typeof aiStatusSchema>;
