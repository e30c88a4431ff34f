import { describe, expect, it } from 'vitest';
import { indexTerms, wordQuery } from './text-analyzer.ts';
import { porterStem } from './porter-stemmer.ts';

describe('text analyzer', () => {
  it('stems English words onto one term', () => {
    for (const w of ['configured', 'configuring', 'configure', 'configuration', 'configurations']) expect(porterStem(w)).toBe('configur');
    expect(['connection', 'connections', 'connected', 'connecting'].map(porterStem)).toEqual(['connect', 'connect', 'connect', 'connect']);
    expect(porterStem('caresses')).toBe('caress');
    expect(porterStem('ponies')).toBe('poni');
    expect(porterStem('hopping')).toBe('hop');
  });

  it('splits CJK runs into bigrams closed by their last character, and pads short terms', () => {
    expect(indexTerms('如何配置连接池')).toBe('如何_ 何配_ 配置_ 置连_ 连接_ 接池_ 池__');
    expect(indexTerms('Go 与 MySQL, café!')).toBe('go_ 与__ mysql cafe');
    expect(indexTerms('a_b')).toBe('a__ b__');
  });

  it('turns a word into a phrase or a prefix and punctuation into nothing', () => {
    expect(wordQuery('连接池')).toEqual({ kind: 'phrase', terms: ['连接_', '接池_'] });
    expect(wordQuery('池')).toEqual({ kind: 'prefix', prefix: '池' });
    expect(wordQuery('NEAR(pool*')).toEqual({ kind: 'phrase', terms: ['near', 'pool'] });
    expect(wordQuery('mysql连接')).toEqual({ kind: 'phrase', terms: ['mysql', '连接_'] });
    expect(wordQuery('"*^:-')).toBeUndefined();
  });
});
