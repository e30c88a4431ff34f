/**
 * A member's own colour scheme (light, dark or the device's), beside the site's default (the theme
 * plugin's `color_scheme`). Kept in a cookie of the browser rather than in the member's settings:
 * web/index.html's first script reads it and sets `data-color-scheme` on <html> before the first
 * paint (no flash of the wrong scheme), and the server's HTML stays the same for everyone (the
 * pages kept for visitors are shared). Choosing applies at once, without a reload.
 */
export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The cookie's name, also spelled in web/index.html's first script. */
const COLOR_SCHEME_COOKIE = 'quorum_color_scheme';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function isScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/** The scheme this browser's member chose, if any. */
export function memberColorScheme(cookie: string = typeof document === 'undefined' ? '' : document.cookie): ColorScheme | undefined {
  const value = cookie.split(/;\s*/).find((c) => c.startsWith(`${COLOR_SCHEME_COOKIE}=`))?.slice(COLOR_SCHEME_COOKIE.length + 1);
  return isScheme(value) ? value : undefined;
}

/** The scheme the page shows: the member's choice, else the site's default. */
export function effectiveColorScheme(siteDefault: string | undefined): ColorScheme {
  return memberColorScheme() ?? (isScheme(siteDefault) ? siteDefault : 'system');
}

/** Remembers the member's choice for a year and shows it now. */
export function chooseColorScheme(scheme: ColorScheme): void {
  document.cookie = `${COLOR_SCHEME_COOKIE}=${scheme}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  document.documentElement.dataset.colorScheme = scheme;
}

/** Whether the page shows dark now (for drawings that pick their own palette, e.g. mermaid's). */
export function showsDark(): boolean {
  const scheme = document.documentElement.dataset.colorScheme;
  return scheme === 'dark' || (scheme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
}
