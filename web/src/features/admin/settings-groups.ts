import type { RJSFSchema } from '@rjsf/utils';
import branding from '../../../../schemas/settings/branding.schema.json';
import customCssHtml from '../../../../schemas/settings/custom_css_html.schema.json';
import general from '../../../../schemas/settings/general.schema.json';
import interfaceSchema from '../../../../schemas/settings/interface.schema.json';
import legal from '../../../../schemas/settings/legal.schema.json';
import login from '../../../../schemas/settings/login.schema.json';
import siteSeo from '../../../../schemas/settings/site_seo.schema.json';
import smtp from '../../../../schemas/settings/smtp.schema.json';
import theme from '../../../../schemas/settings/theme.schema.json';
import users from '../../../../schemas/settings/users.schema.json';
import write from '../../../../schemas/settings/write.schema.json';

export interface SettingsGroup {
  /** Route below /admin. */
  path: string;
  /** Admin API path (GET and PUT). */
  endpoint: string;
  /** Schema file name without `.schema.json`; also the i18n key of its fields. */
  schemaName: string;
  schema: RJSFSchema;
}

const group = (path: string, endpoint: string, schemaName: string, schema: unknown): SettingsGroup => ({
  path,
  endpoint,
  schemaName,
  schema: schema as RJSFSchema,
});

/**
 * Every settings page is rendered from the same JSON Schema the server validates
 * with (schemas/settings), so a new field needs no web change.
 */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  group('general', '/siteinfo/general', 'general', general),
  group('interface', '/siteinfo/interface', 'interface', interfaceSchema),
  group('branding', '/siteinfo/branding', 'branding', branding),
  group('login', '/siteinfo/login', 'login', login),
  group('css-html', '/siteinfo/custom-css-html', 'custom_css_html', customCssHtml),
  group('themes', '/siteinfo/theme', 'theme', theme),
  group('seo', '/siteinfo/seo', 'site_seo', siteSeo),
  group('write', '/siteinfo/write', 'write', write),
  group('legal', '/siteinfo/legal', 'legal', legal),
  group('smtp', '/setting/smtp', 'smtp', smtp),
  group('users-settings', '/siteinfo/users', 'users', users),
];

/** i18n prefix of a group's field titles. */
export const fieldsPrefix = (g: SettingsGroup) => `admin.fields.${g.schemaName}`;
