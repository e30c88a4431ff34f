import general from '../../schemas/settings/general.schema.json' with { type: 'json' };
import interfaceGroup from '../../schemas/settings/interface.schema.json' with { type: 'json' };
import branding from '../../schemas/settings/branding.schema.json' with { type: 'json' };
import login from '../../schemas/settings/login.schema.json' with { type: 'json' };
import customCssHtml from '../../schemas/settings/custom_css_html.schema.json' with { type: 'json' };
import theme from '../../schemas/settings/theme.schema.json' with { type: 'json' };
import siteSeo from '../../schemas/settings/site_seo.schema.json' with { type: 'json' };
import write from '../../schemas/settings/write.schema.json' with { type: 'json' };
import legal from '../../schemas/settings/legal.schema.json' with { type: 'json' };
import smtp from '../../schemas/settings/smtp.schema.json' with { type: 'json' };
import users from '../../schemas/settings/users.schema.json' with { type: 'json' };

export type Visibility = 'public' | 'admin' | 'secret';

export interface SettingsSchema {
  $id: string;
  title: string;
  type: 'object';
  'x-visibility': Visibility;
  required: string[];
  properties: Record<string, { default?: unknown; 'x-visibility'?: Visibility; [k: string]: unknown }>;
}

/** A settings group: its schema, the admin path it is edited at, its key in `siteinfo`. */
export interface SettingsGroup {
  name: string;
  schema: SettingsSchema;
  /** Path under /answer/admin/api. */
  adminPath: string;
  /** Key in the public `GET siteinfo` answer (Answer's names); absent = not public. */
  siteinfoKey?: string;
}

const group = (name: string, schema: unknown, adminPath: string, siteinfoKey?: string): SettingsGroup => ({
  name,
  schema: schema as SettingsSchema,
  adminPath,
  siteinfoKey,
});

/** The site settings groups of SPEC §3. */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  group('general', general, '/siteinfo/general', 'general'),
  group('interface', interfaceGroup, '/siteinfo/interface', 'interface'),
  group('branding', branding, '/siteinfo/branding', 'branding'),
  group('login', login, '/siteinfo/login', 'login'),
  group('custom_css_html', customCssHtml, '/siteinfo/custom-css-html', 'custom_css_html'),
  group('theme', theme, '/siteinfo/theme', 'theme'),
  group('site_seo', siteSeo, '/siteinfo/seo', 'site_seo'),
  group('write', write, '/siteinfo/write', 'site_write'),
  group('legal', legal, '/siteinfo/legal', undefined),
  group('smtp', smtp, '/setting/smtp', undefined),
  group('users', users, '/siteinfo/users', 'site_users'),
];

export type SettingsGroupName =
  | 'general' | 'interface' | 'branding' | 'login' | 'custom_css_html' | 'theme'
  | 'site_seo' | 'write' | 'legal' | 'smtp' | 'users';

export function defaultsOf(schema: SettingsSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties).map(([k, p]) => [k, structuredClone(p.default)]));
}

export function visibilityOf(schema: SettingsSchema, key: string): Visibility {
  return schema.properties[key]?.['x-visibility'] ?? schema['x-visibility'];
}
