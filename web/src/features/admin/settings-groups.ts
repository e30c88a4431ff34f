import type { RJSFSchema } from '@rjsf/utils';
import { i18nNamespace, type WebPlugin } from '../../sdk/define-web-plugin';
import { brandingSettings as branding } from '../../../../schemas/settings/branding';
import { generalSettings as general } from '../../../../schemas/settings/general';
import { interfaceSettings as interfaceSchema } from '../../../../schemas/settings/interface';
import { loginSettings as login } from '../../../../schemas/settings/login';

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
const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  group('general', '/siteinfo/general', 'general', general),
  group('interface', '/siteinfo/interface', 'interface', interfaceSchema),
  group('branding', '/siteinfo/branding', 'branding', branding),
  group('login', '/siteinfo/login', 'login', login),
];

/**
 * The settings pages in SPEC §6's order (the admin area's "settings (general, interface, SMTP,
 * branding, legal, write, SEO, themes, CSS/HTML, login)"), by their path below /admin, wherever
 * each is declared; pages SPEC does not name (users settings, a plugin's own) follow by path.
 * The menu keeps this order whatever order the plugins register in.
 */
const MENU_ORDER = ['general', 'interface', 'smtp', 'branding', 'legal', 'write', 'seo', 'themes', 'css-html', 'login'];
const rank = (path: string) => {
  const at = MENU_ORDER.indexOf(path);
  return at < 0 ? MENU_ORDER.length : at;
};

/** The kernel's settings groups and those enabled plugins declare, in the menu's order. */
export function settingsGroups(plugins: readonly WebPlugin[]): SettingsGroup[] {
  return [...SETTINGS_GROUPS, ...pluginSettingsGroups(plugins)].sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path));
}

/** The settings groups enabled plugins declare, keyed in their own i18n namespace. */
function pluginSettingsGroups(plugins: readonly WebPlugin[]): SettingsGroup[] {
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
