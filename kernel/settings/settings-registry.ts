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

/**
 * Another cut of settings the groups hold: chosen fields of one or more groups under an admin
 * path and a siteinfo key of their own. Answer 2.0 split its 1.x pages differently from
 * Quorum's groups (`siteinfo/question` and `siteinfo/tag` are parts of the write group,
 * `siteinfo/users-settings` takes the default avatar from the interface group and the gravatar
 * address from the users group), so its admin screens and `siteinfo` keys are served as views;
 * each value is still stored once, in its group, and checked by the group's schema.
 */
export interface SettingsView {
  /** Path under /answer/admin/api (GET and PUT); none for a view only `siteinfo` carries. */
  adminPath?: string;
  /** Key in `GET siteinfo`, carrying the view's public fields. */
  siteinfoKey?: string;
  /** The groups' fields it shows, under the groups' own names. */
  parts: readonly { group: string | SettingsGroup<unknown>; fields: readonly string[] }[];
  /** Fields the view shapes otherwise than the group stores them: their schema here, and both ways between. */
  shapes?: Record<string, { schema: object; read(stored: unknown): unknown; write(sent: unknown): unknown }>;
  /**
   * Fields no group holds, for what Quorum offers no choice of: answered as given, and a PUT may
   * send them only unchanged (anything else is refused on the field), so no setting is accepted
   * and then ignored.
   */
  fixed?: Record<string, unknown>;
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

/**
 * Answer 2.0's security page and siteinfo keys over the login group. Quorum shows every image a
 * post links (no "ask before display") and never calls home for updates: both are answered as
 * they are and cannot be changed.
 */
export const KERNEL_SETTINGS_VIEWS: readonly SettingsView[] = [
  { adminPath: '/siteinfo/security', siteinfoKey: 'site_security', parts: [{ group: 'login', fields: ['login_required'] }], fixed: { external_content_display: 'always_display', check_update: false } },
  { siteinfoKey: 'site_legal', parts: [], fixed: { external_content_display: 'always_display' } },
];
