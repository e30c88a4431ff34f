import { defineSettingsGroup } from '../../../kernel/api.ts';
import { themeSettings, type ThemeSettings } from '../schemas/theme.ts';

export type { ThemeSettings };

/**
 * Owned by theme-default; edited at Answer's admin path, public as `siteinfo.theme`, which
 * Answer's UI and the web shell read for the navbar style, primary color and color scheme.
 */
export const ThemeSettingsGroup = defineSettingsGroup<ThemeSettings>({ name: 'theme', schema: themeSettings, adminPath: '/siteinfo/theme', siteinfoKey: 'theme' });
