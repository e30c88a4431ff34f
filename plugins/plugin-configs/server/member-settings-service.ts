import { InputError, NotFoundError, type Language, type SchemaValidator } from '../../../kernel/api.ts';
import type { UserPlugin, UserPluginConfig } from '../schemas/member-settings.ts';
import { answerConfigFields, type ConfigProperty } from '../../admin/server/api.ts';
import type { MemberSettings, MemberSettingsForm } from './api.ts';
import type { MemberSettingsStore } from './member-settings-store.ts';

type Values = Record<string, unknown>;

interface Words {
  has(key: string): boolean;
  t(language: Language, key: string): string;
}

/**
 * Members' plugin settings: which plugins offer some, each form in the reader's language with
 * the member's values, saving a member's choice (checked against the plugin's schema before
 * anything is written), and the values for the plugin that reads them.
 */
export class MemberSettingsService implements MemberSettings {
  constructor(
    private readonly forms: () => MemberSettingsForm[],
    private readonly store: MemberSettingsStore,
    private readonly validator: SchemaValidator,
    private readonly words: Words,
    private readonly now: () => number,
  ) {}

  list(language: Language): UserPlugin[] {
    return this.forms().map((form) => ({ name: this.title(form, language), slug_name: form.plugin }));
  }

  async form(plugin: string, userId: string, language: Language): Promise<UserPluginConfig> {
    const form = this.forms().find((f) => f.plugin === plugin);
    if (!form) throw new NotFoundError('error.plugin_configs.no_member_settings');
    const values = (await this.read<Values>(plugin, [userId])).get(userId)!;
    const properties = Object.fromEntries(Object.keys(form.schema.properties).map((key) => [key, this.worded(form, key, language)]));
    return {
      name: this.title(form, language),
      slug_name: plugin,
      config_fields: answerConfigFields({ properties, required: form.schema.required }, values),
      // The schema with its words, so a form drawn from it needs no catalogue of the plugin's.
      schema: {
        ...form.schema,
        properties: Object.fromEntries(Object.entries(properties).map(([key, { title, description }]) => [key, { ...form.schema.properties[key], title, description }])),
      },
      config: values,
    };
  }

  /** Keys left out keep the member's value; nothing is written unless the whole is valid. */
  async save(plugin: string, userId: string, given: Values): Promise<void> {
    const form = this.forms().find((f) => f.plugin === plugin);
    if (!form) throw InputError.field('error.plugin_configs.no_member_settings', 'plugin_slug_name');
    const before = (await this.read<Values>(plugin, [userId])).get(userId)!;
    const values = this.validator.check<Values>(form.schema, { ...before, ...given });
    await this.store.write(plugin, userId, values, this.now());
  }

  async read<T>(plugin: string, userIds: readonly string[]): Promise<Map<string, T>> {
    const form = this.forms().find((f) => f.plugin === plugin);
    const stored = await this.store.read(plugin, userIds);
    return new Map(userIds.map((id) => [id, (form ? this.current(form, stored.get(id) ?? {}) : {}) as T]));
  }

  /**
   * Stored values over the schema's defaults. Keys the schema no longer has are dropped, and
   * values it no longer takes (a plugin's newer version) give way to the defaults.
   */
  private current(form: MemberSettingsForm, stored: Values): Values {
    const defaults = Object.fromEntries(Object.entries(form.schema.properties).map(([key, p]) => [key, p.default]));
    const known = Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(form.schema.properties, key)));
    const merged = { ...defaults, ...known };
    return this.validator.compile(form.schema)(structuredClone(merged)) ? merged : defaults;
  }

  private title(form: MemberSettingsForm, language: Language): string {
    return this.text(language, `${form.plugin}.member_settings.title`, form.plugin);
  }

  /** A property with its words in the reader's language. */
  private worded(form: MemberSettingsForm, key: string, language: Language): ConfigProperty & { title: string; description: string } {
    const property = form.schema.properties[key] as ConfigProperty;
    const prefix = `${form.plugin}.member_settings.fields.${key}`;
    return {
      ...property,
      title: this.text(language, prefix, property.title ?? key),
      description: this.text(language, `${prefix}_help`, property.description ?? ''),
      optionLabels: property.enum?.map((v) => this.text(language, `${prefix}_options.${String(v)}`, String(v))),
    };
  }

  private text(language: Language, key: string, fallback: string): string {
    return this.words.has(key) ? this.words.t(language, key) : fallback;
  }
}
