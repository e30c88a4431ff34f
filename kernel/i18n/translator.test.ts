import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

describe('Translator', () => {
  it('gives a plain text as the catalogues say it now, one a plugin adds later included', () => {
    const translator = new Translator();
    translator.addCatalog('en_US', { probe: { text: 'First words', count_one: '{{count}} thing', count_other: '{{count}} things' } });
    expect(translator.t('en_US', 'probe.text')).toBe('First words');
    expect(translator.t('en_US', 'probe.text')).toBe('First words');
    // a key no catalogue has yet reads as itself, until one adds it
    expect(translator.t('en_US', 'probe.later')).toBe('probe.later');
    translator.addCatalog('en_US', { probe: { later: 'Later words' } });
    expect(translator.t('en_US', 'probe.later')).toBe('Later words');
    // texts with variables are drawn each time
    expect(translator.t('en_US', 'probe.count', { count: 1 })).toBe('1 thing');
    expect(translator.t('en_US', 'probe.count', { count: 3 })).toBe('3 things');
  });

  it('keeps each language\'s text apart', () => {
    const translator = new Translator();
    translator.addCatalog('en_US', { probe: { text: 'Words' } });
    translator.addCatalog('zh_CN', { probe: { text: '文字' } });
    expect(translator.t('en_US', 'probe.text')).toBe('Words');
    expect(translator.t('zh_CN', 'probe.text')).toBe('文字');
  });
});
