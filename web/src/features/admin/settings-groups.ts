import type { RJSFSchema } from '@rjsf/utils';
import { i18nNamespace, type WebPlugin } from '../../sdk/define-web-plugin';
import { brandingSettings as branding } from '../../../../schemas/settings/branding';
import { generalSettings as general } from '../../../../schemas/settings/general';
import { interfaceSettings as interfaceSchema } from '../../../../schemas/settings/interface';
import { loginSettings as login } from '../../../../schemas/settings/login';
import { themeSettings as theme } from '../../../../schemas/settings/theme';

export interface SettingsGroup {
  /** Route below /admin. */
  path: string;
  /** Admin API path (GET and PUT). */
  endpoint: string;
  /** Its JSON Schema (a plugin's loads with the page). */
  loadSchema: () => Promise<RJSFSchema>;
  /** i18n key of the menu label and page title (namespaced for plugins' groups). */
  titleKey: string;
  /** i18n prefix of the field titles. */
  fieldsPrefix: string;
}

const group = (path: string, endpoint: string, schemaName: string, schema: unknown): SettingsGroup => ({
  path,
  endpoint,
  loadSchema: () => Promise.resolve(schema as RJSFSchema),
  titleKey: `admin.nav.${path}`,
  fieldsPrefix: `admin.fields.${schemaName}`,
});

/**
 * The kernel's settings pages, each rendered from the same JSON Schema the server validates
 * with (schemas/settings), so a new field needs no web change. Plugins add theirs.
 */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  group('general', '/siteinfo/general', 'general', general),
  group('interface', '/siteinfo/interface', 'interface', interfaceSchema),
  group('branding', '/siteinfo/branding', 'branding', branding),
  group('login', '/siteinfo/login', 'login', login),
  group('themes', '/siteinfo/theme', 'theme', theme),
];

/** The settings groups enabled plugins declare, keyed in their own i18n namespace. */
export function pluginSettingsGroups(plugins: readonly WebPlugin[]): SettingsGroup[] {
  return plugins.flatMap((p) =>
    (p.settingsGroups ?? []).map((g) => ({
      path: g.path,
      endpoint: g.endpoint,
      loadSchema: () => g.loadSchema() as Promise<RJSFSchema>,
      titleKey: `${i18nNamespace(p.id)}:${g.titleKey}`,
      fieldsPrefix: `${i18nNamespace(p.id)}:${g.fieldsKey}`,
    })),
  );
}
