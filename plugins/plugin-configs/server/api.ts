import { defineExtensionPoint } from '../../../kernel/api.ts';

/**
 * The JSON Schema of a plugin's member settings: an object of plain values (boolean, string,
 * number, a string `enum`), each with a `default`, and `additionalProperties: false`.
 */
export interface MemberSettingsSchema {
  type: 'object';
  additionalProperties: false;
  properties: Record<string, Record<string, unknown> & { default: unknown }>;
  required?: readonly string[];
}

/**
 * Settings a plugin lets each member choose, shown as a section of the member's settings page
 * (`/users/settings/<plugin>`, Answer's `user/plugin/config`). The words come from the plugin's
 * server catalogue: `<plugin>.member_settings.title` (the section's name), and
 * `<plugin>.member_settings.fields.<key>` with `<key>_help` for each field.
 */
export interface MemberSettingsForm {
  /** The providing plugin's id (its `ctx.id`). */
  readonly plugin: string;
  readonly schema: MemberSettingsSchema;
}

export const MemberSettingsFormPoint = defineExtensionPoint<MemberSettingsForm, 'many'>('plugin-configs.member-form', {
  owner: 'plugin-configs', cardinality: 'many',
});

/** Members' values of a plugin's member settings, for the plugin that declared them. */
export interface MemberSettings {
  /**
   * Each member's values (what they chose over the schema's defaults; a member who never chose
   * gets the defaults). `T` is the plugin's own type of its schema.
   */
  read<T>(plugin: string, userIds: readonly string[]): Promise<Map<string, T>>;
}

export const MemberSettingsPoint = defineExtensionPoint<MemberSettings, 'one'>('plugin-configs.member-settings', {
  owner: 'plugin-configs', cardinality: 'one', members: ['read'],
});
