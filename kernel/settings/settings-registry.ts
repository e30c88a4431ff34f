import { generalSettings as general } from '../../schemas/settings/general.ts';
import { interfaceSettings as interfaceGroup } from '../../schemas/settings/interface.ts';
import { brandingSettings as branding } from '../../schemas/settings/branding.ts';
import { loginSettings as login } from '../../schemas/settings/login.ts';

export type Visibility = 'public' | 'admin' | 'secret';

export interface SettingsSchema {
  $id: string;
  title: string;
  type: 'object';
  'x-visibility': Visibility;
  required: string[];
  /** `x-transient` fields are checked with the group but never stored (mail-smtp's test recipient). */
  properties: Record<string, { default?: unknown; 'x-visibility'?: Visibility; 'x-transient'?: boolean; [k: string]: unknown }>;
}

/**
 * A settings group: its schema, the admin path it is edited at, its key in `siteinfo`. `T`
 * types what `settings.get(group)` returns; a plugin declares its own groups with
 * `defineSettingsGroup` in its api.ts and `ctx.settings.declare(group)` in register().
 */
export interface SettingsGroup<T = Record<string, unknown>> {
  name: string;
  schema: SettingsSchema;
  /** Path under /answer/admin/api (GET and PUT). */
  adminPath: string;
  /** Key in the public `GET siteinfo` answer (Answer's names); absent = not public. */
  siteinfoKey?: string;
  /** Phantom field that carries T. */
  readonly _type?: T;
}

export function defineSettingsGroup<T = Record<string, unknown>>(group: Omit<SettingsGroup<T>, 'schema' | '_type'> & { schema: unknown }): SettingsGroup<T> {
  return Object.freeze({ ...group, schema: group.schema as SettingsSchema });
}

/** The kernel's own groups of SPEC §3; plugins add theirs (web-pages the CSS and HTML, users the members' settings, legal the terms and privacy texts, theme-default the Themes). */
export const KERNEL_SETTINGS_GROUPS: readonly SettingsGroup[] = [
  defineSettingsGroup({ name: 'general', schema: general, adminPath: '/siteinfo/general', siteinfoKey: 'general' }),
  defineSettingsGroup({ name: 'interface', schema: interfaceGroup, adminPath: '/siteinfo/interface', siteinfoKey: 'interface' }),
  defineSettingsGroup({ name: 'branding', schema: branding, adminPath: '/siteinfo/branding', siteinfoKey: 'branding' }),
  defineSettingsGroup({ name: 'login', schema: login, adminPath: '/siteinfo/login', siteinfoKey: 'login' }),
];

export function defaultsOf(schema: SettingsSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties).filter(([, p]) => !p['x-transient']).map(([k, p]) => [k, structuredClone(p.default)]),
  );
}

export function visibilityOf(schema: SettingsSchema, key: string): Visibility {
  return schema.properties[key]?.['x-visibility'] ?? schema['x-visibility'];
}
