import { describe, expect, it } from 'vitest';
import { changed, diffTokens, diffWords, tokenize } from './word-diff';

const render = (before: string, after: string) =>
  diffWords(before, after).map((p) => (p.op === 'equal' ? p.text : p.op === 'insert' ? `{+${p.text}+}` : `[-${p.text}-]`)).join('');

describe('word diff', () => {
  it('splits words, spaces and punctuation, and each Han character alone', () => {
    expect(tokenize('Hello, world  again')).toEqual(['Hello', ',', ' ', 'world', '  ', 'again']);
    expect(tokenize('use 中文 words')).toEqual(['use', ' ', '中', '文', ' ', 'words']);
    expect(tokenize('café_2')).toEqual(['café_2']);
  });

  it('marks changed words rather than whole lines', () => {
    expect(render('The quick brown fox', 'The slow brown fox')).toBe('The [-quick-]{+slow+} brown fox');
    expect(render('one two three', 'one three')).toBe('one [-two -]three');
  });

  it('keeps unchanged lines whole and compares words inside changed ones', () => {
    const before = 'first line\nsecond line here\nthird line\n';
    const after = 'first line\nsecond row here\nthird line\nadded line\n';
    expect(render(before, after)).toBe('first line\nsecond [-line-]{+row+} here\nthird line\n{+added line\n+}');
  });

  it('puts back both texts from the parts', () => {
    const before = 'Alpha beta gamma.\n\nDelta 中文 epsilon';
    const after = 'Alpha gamma beta.\n\nDelta 中国 epsilon zeta';
    const parts = diffWords(before, after);
    expect(parts.filter((p) => p.op !== 'insert').map((p) => p.text).join('')).toBe(before);
    expect(parts.filter((p) => p.op !== 'delete').map((p) => p.text).join('')).toBe(after);
    expect(changed(parts)).toBe(true);
    expect(changed(diffWords(before, before))).toBe(false);
  });

  it('compares from and to nothing', () => {
    expect(diffWords('', 'new text')).toEqual([{ op: 'insert', text: 'new text' }]);
    expect(diffWords('old text', '')).toEqual([{ op: 'delete', text: 'old text' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('shows an oversized block removed and added whole instead of building a huge table', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`);
    expect(diffTokens(a, b)).toEqual([{ op: 'delete', text: a.join('') }, { op: 'insert', text: b.join('') }]);
  });
});
