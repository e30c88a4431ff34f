import { useEffect } from 'react';
import { effectiveColorScheme, useSiteInfo } from '../../../../web/src/sdk';
import { themeSettings, type ThemeSettings } from '../../schemas/theme';

const OPTIONS = themeSettings.properties.theme_config;
type NavbarStyle = (typeof OPTIONS.additionalProperties.properties.navbar_style.enum)[number];

/** The header's look for each of Answer's navbar styles; plain links take the header's color unless it is light (buttons keep their own: white on a light button fails contrast). */
const NAVBAR: Record<NavbarStyle, string> = {
  colored: 'background: var(--q-primary); color: var(--q-primary-contrast);',
  dark: 'background: #212529; color: #fff;',
  light: 'background: var(--q-bg); color: var(--q-text);',
};
const DEFAULTS = { navbarStyle: OPTIONS.default.default.navbar_style, primaryColor: OPTIONS.default.default.primary_color };
// The schema refuses any other value on save; checked again because the text goes into a <style>.
const COLOR = new RegExp(OPTIONS.additionalProperties.properties.primary_color.pattern);

/** What the theme is read from: the group's values, or options stored under another theme's name (Answer's config may hold them). */
type ThemeValues = Partial<Omit<ThemeSettings, 'theme' | 'theme_config'>> & { theme?: string; theme_config?: Record<string, unknown> };

/** The active theme's options (`theme_config[theme]`), each falling back to the default theme's. */
export function activeTheme(theme: ThemeValues | undefined): { navbarStyle: NavbarStyle; primaryColor: string } {
  const config = (theme?.theme_config?.[theme.theme || 'default'] ?? {}) as { navbar_style?: string; primary_color?: string };
  const navbarStyle = config.navbar_style && Object.hasOwn(NAVBAR, config.navbar_style) ? (config.navbar_style as NavbarStyle) : DEFAULTS.navbarStyle;
  const primaryColor = config.primary_color && COLOR.test(config.primary_color) ? config.primary_color : DEFAULTS.primaryColor;
  return { navbarStyle, primaryColor };
}

/** `color-scheme` for each of the site's schemes ('system' lets the device choose). */
const COLOR_SCHEME: Record<string, string> = { light: 'light', dark: 'dark', system: 'light dark' };

/**
 * The style rules of a theme: the primary color token, the header's look and the site's color
 * scheme for a page whose member chose none (no `data-color-scheme` on <html> yet: the server's
 * HTML, before the app runs), so a dark site is dark from the first paint.
 */
export function themeCss(theme: ThemeValues | undefined): string {
  const { navbarStyle, primaryColor } = activeTheme(theme);
  const links = navbarStyle === 'light' ? '' : '\n.q-app .q-header a:not(.q-btn) { color: inherit; }';
  const named = theme?.color_scheme ?? 'system';
  const scheme = Object.hasOwn(COLOR_SCHEME, named) ? COLOR_SCHEME[named] : COLOR_SCHEME.system;
  return `:root { --q-primary: ${primaryColor}; }\n:root:not([data-color-scheme]) { color-scheme: ${scheme}; }\n.q-app .q-header { ${NAVBAR[navbarStyle]} }${links}`;
}

/**
 * The site's theme (`siteinfo.theme`, this plugin's group) as a <style> in the layout's
 * `ThemeSlot`: drawn by the server render as well, so the first paint already has the site's
 * colors, navbar and color scheme. The member's scheme is an attribute of <html>, which only the browser can set.
 */
export function ThemeStyle() {
  // siteinfo's plugin groups are typed by their owners: this one is the theme group's public view (all of it).
  const theme = useSiteInfo()?.theme as Partial<ThemeSettings> | undefined;
  const scheme = theme?.color_scheme ?? 'system';
  // the member's own choice (a cookie, web/src/app/color-scheme.ts) wins over the site's default
  useEffect(() => {
    document.documentElement.dataset.colorScheme = effectiveColorScheme(scheme);
  }, [scheme]);
  return <style>{themeCss(theme)}</style>;
}
