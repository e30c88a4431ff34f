import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';

describe('resolveLanguage', () => {
  it('prefers the user setting', () => expect(resolveLanguage('zh_CN', 'en_US', 'en_US')).toBe('zh_CN'));
  it('skips Default and empty user settings', () => {
    expect(resolveLanguage('Default', 'zh_CN', undefined)).toBe('zh_CN');
    expect(resolveLanguage('', 'zh_CN', undefined)).toBe('zh_CN');
  });
  it('falls back to the build default, then en_US', () => {
    expect(resolveLanguage(undefined, undefined, 'zh_CN')).toBe('zh_CN');
    expect(resolveLanguage(undefined, '', '')).toBe('en_US');
  });
  it('accepts BCP-47 spelling and ignores unsupported languages', () => {
    expect(resolveLanguage('zh-CN', undefined, undefined)).toBe('zh_CN');
    expect(resolveLanguage('fr_FR', 'zh_CN', undefined)).toBe('zh_CN');
  });
});
