import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;

/** GET plugin/status: every plugin as Answer's UI lists them. */
export const pluginStatusSchema = {
  type: 'object',
  required: ['slug_name', 'name', 'version', 'enabled', 'have_config', 'description', 'link', 'kind'],
  additionalProperties: false,
  properties: {
    slug_name: text,
    name: text,
    version: text,
    enabled: { type: 'boolean' },
    have_config: { type: 'boolean' },
    description: text,
    link: text,
    kind: text,
  },
} as const;

/**
 * Why an enabled plugin cannot be disabled now ('' when it can): a core plugin, the storage
 * engine the site runs on, or a plugin other enabled plugins require (`required_by`).
 */
export const PLUGIN_LOCKS = ['', 'core', 'storage', 'required'] as const;
export type PluginLock = (typeof PLUGIN_LOCKS)[number];

const adminPluginProperties = {
  ...pluginStatusSchema.properties,
  core: { type: 'boolean' },
  quarantined: { type: 'boolean' },
  /** Why the plugin is quarantined; '' otherwise. */
  error: text,
  lock: { enum: PLUGIN_LOCKS },
  /** The names of the enabled plugins that require this one, in the request's language. */
  required_by: { type: 'array', items: text },
  /** Who wrote it (the manifest's `author`); '' when it names nobody. */
  author: text,
  /** What its manifest declares it may do (kernel/plugins/plugin-capabilities.ts), and which of those are privileged. */
  capabilities: { type: 'array', items: text },
  privileged: { type: 'array', items: text },
  /**
   * An added plugin replaced on disk (`quorum plugin add` of another version) while this process
   * serves the version it loaded: the version a restart serves; '' otherwise.
   */
  pending_version: text,
} as const;
const adminPluginRequired = [...pluginStatusSchema.required, 'core', 'quarantined', 'error', 'lock', 'required_by', 'author', 'capabilities', 'privileged', 'pending_version'] as const;

/** A row of the admin plugins page. */
export const adminPluginSchema = {
  type: 'object',
  required: adminPluginRequired,
  additionalProperties: false,
  properties: adminPluginProperties,
} as const;

/** One field of a plugin's settings as Answer 2.0's UI draws it (`plugin.ConfigField`): the admin's plugin/config and members' user/plugin/config. */
export const answerConfigFieldSchema = {
  type: 'object',
  required: ['name', 'type', 'title', 'description', 'required', 'value'],
  additionalProperties: false,
  properties: {
    name: text,
    /** Answer's form widget: input, textarea, switch, select. */
    type: { enum: ['input', 'textarea', 'switch', 'select'] },
    title: text,
    description: text,
    required: { type: 'boolean' },
    /** input_type for inputs (text, number, email, url, password), label for switches, rows for text areas. */
    ui_options: { type: 'object', additionalProperties: false, properties: { input_type: text, label: text, rows: { type: 'integer' } } },
    options: { type: 'array', items: { type: 'object', required: ['value', 'label'], additionalProperties: false, properties: { value: text, label: text } } },
    value: {},
  },
} as const;

/** GET plugin/config: the plugin, its config's JSON Schema, its values, and Answer's field list. */
export const pluginConfigSchema = {
  type: 'object',
  required: [...adminPluginRequired, 'schema', 'config', 'config_fields'],
  additionalProperties: false,
  properties: {
    ...adminPluginProperties,
    schema: { type: 'object' },
    config: { type: 'object' },
    config_fields: {
      type: 'array',
      items: answerConfigFieldSchema,
    },
  },
} as const;

export const pluginStatusListSchema = { type: 'array', items: pluginStatusSchema } as const;
export const adminPluginListSchema = { type: 'array', items: adminPluginSchema } as const;

export type PluginStatus = FromSchema<typeof pluginStatusSchema>;
export type AnswerConfigField = FromSchema<typeof answerConfigFieldSchema>;
export type AdminPlugin = FromSchema<typeof adminPluginSchema>;
export type PluginConfig = FromSchema<typeof pluginConfigSchema>;
