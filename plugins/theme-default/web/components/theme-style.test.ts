import { describe, expect, it } from 'vitest';
import { activeTheme, themeCss } from './theme-style';

describe('the theme style', () => {
  it('uses the active theme\'s options', () => {
    const theme = { theme: 'night', theme_config: { default: { navbar_style: 'colored', primary_color: '#0033ff' }, night: { navbar_style: 'dark', primary_color: '#aabbcc' } } } as const;
    expect(activeTheme(theme)).toEqual({ navbarStyle: 'dark', primaryColor: '#aabbcc' });
    const css = themeCss(theme);
    expect(css).toContain(':root { --q-primary: #aabbcc; }');
    expect(css).toContain('.q-app .q-header { background: #212529; color: #fff; }');
    expect(css).toContain('.q-app .q-header a:not(.q-btn) { color: inherit; }');
  });

  it('gives a light navbar the page colors and leaves its links alone', () => {
    const css = themeCss({ theme_config: { default: { navbar_style: 'light', primary_color: '#123456' } } });
    expect(css).toContain('background: var(--q-bg); color: var(--q-text);');
    expect(css).not.toContain(' a {');
  });

  it('falls back to the default colors, and never writes a value the schema would refuse into the style', () => {
    expect(activeTheme(undefined)).toEqual({ navbarStyle: 'colored', primaryColor: '#0033ff' });
    const hostile = { theme_config: { default: { primary_color: 'red;}</style><script>x()</script>', navbar_style: 'neon' } } } as never;
    expect(activeTheme(hostile)).toEqual({ navbarStyle: 'colored', primaryColor: '#0033ff' });
    expect(themeCss(hostile)).not.toContain('script');
    // a name every object inherits is no navbar style either
    expect(activeTheme({ theme_config: { default: { navbar_style: 'toString' } } } as never).navbarStyle).toBe('colored');
  });

  it('gives a page whose member chose no scheme the site\'s, and only a scheme it knows', () => {
    expect(themeCss({ color_scheme: 'dark' })).toContain(':root:not([data-color-scheme]) { color-scheme: dark; }');
    expect(themeCss({ color_scheme: 'light' })).toContain(':root:not([data-color-scheme]) { color-scheme: light; }');
    expect(themeCss({ color_scheme: 'system' })).toContain(':root:not([data-color-scheme]) { color-scheme: light dark; }');
    expect(themeCss(undefined)).toContain('color-scheme: light dark;');
    expect(themeCss({ color_scheme: 'toString' } as never)).toContain('color-scheme: light dark;');
    expect(themeCss({ color_scheme: 'x; } body { display: none' } as never)).not.toContain('display');
  });
});
