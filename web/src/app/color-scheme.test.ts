import { describe, expect, it } from 'vitest';
import { memberColorScheme } from './color-scheme';

describe("the member's colour scheme cookie", () => {
  it('reads the scheme among other cookies', () => {
    expect(memberColorScheme('a=1; quorum_color_scheme=dark; b=2')).toBe('dark');
    expect(memberColorScheme('quorum_color_scheme=system')).toBe('system');
    expect(memberColorScheme('quorum_color_scheme=light')).toBe('light');
  });

  it('ignores a missing, unknown or look-alike cookie', () => {
    expect(memberColorScheme('')).toBeUndefined();
    expect(memberColorScheme('quorum_color_scheme=sepia')).toBeUndefined();
    expect(memberColorScheme('xquorum_color_scheme=dark')).toBeUndefined();
    expect(memberColorScheme('quorum_color_scheme=darker')).toBeUndefined();
  });
});
