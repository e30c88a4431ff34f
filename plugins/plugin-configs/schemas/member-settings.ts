import type { FromSchema } from 'json-schema-to-ts';
import { answerConfigFieldSchema } from '../../../schemas/api/plugins.ts';

/**
 * Per-member plugin settings in Answer 2.0's shapes (`user/plugin/configs`, `user/plugin/config`),
 * with Quorum's own `schema` and `config` beside Answer's `config_fields` (as the admin's
 * `plugin/config` answers), so both UIs draw the form. Pure data and types: the web imports it.
 */

const text = { type: 'string' } as const;
const slug = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A plugin with member settings, as Answer's settings menu lists it. */
export const userPluginSchema = {
  type: 'object',
  required: ['name', 'slug_name'],
  additionalProperties: false,
  properties: { name: text, slug_name: text },
} as const;
export const userPluginListSchema = { type: 'array', items: userPluginSchema } as const;
export type UserPlugin = FromSchema<typeof userPluginSchema>;

/** A field is drawn as the admin's plugin/config draws one: Answer's UI uses one form for both. */
export type { AnswerConfigField } from '../../../schemas/api/plugins.ts';

/** GET user/plugin/config: the plugin, its fields in Answer's shape, and its schema (titles in the reader's language) with the member's values. */
export const userPluginConfigSchema = {
  type: 'object',
  required: ['name', 'slug_name', 'config_fields', 'schema', 'config'],
  additionalProperties: false,
  properties: {
    name: text,
    slug_name: text,
    config_fields: { type: 'array', items: answerConfigFieldSchema },
    schema: { type: 'object' },
    config: { type: 'object' },
  },
} as const;
export type UserPluginConfig = FromSchema<typeof userPluginConfigSchema>;

export const userPluginConfigQuerySchema = {
  type: 'object',
  required: ['plugin_slug_name'],
  properties: { plugin_slug_name: slug },
} as const;
export type UserPluginConfigQuery = FromSchema<typeof userPluginConfigQuerySchema>;

/** PUT user/plugin/config: the keys sent replace the member's values; the rest keep theirs. */
export const userPluginConfigBodySchema = {
  type: 'object',
  required: ['plugin_slug_name', 'config_fields'],
  properties: { plugin_slug_name: slug, config_fields: { type: 'object' } },
} as const;
export type UserPluginConfigBody = FromSchema<typeof userPluginConfigBodySchema>;
