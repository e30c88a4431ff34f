import { describe, expect, it } from 'vitest';
import { KeyHints } from './key-hints';

const hint = (n: number) => ({ serialized: `key-${n}`, path: `/read/${n}` });

describe('KeyHints', () => {
  it('gives a page the reads its last render made, and none for a page not seen', () => {
    const hints = new KeyHints();
    expect(hints.of('visitor /a')).toEqual([]);
    hints.remember('visitor /a', [hint(1), hint(2)]);
    hints.remember('visitor /a', [hint(3)]);
    expect(hints.of('visitor /a')).toEqual([hint(3)]);
    expect(hints.of('member /a')).toEqual([]);
  });

  it('forgets the least recently used page past its limit', () => {
    const hints = new KeyHints(2);
    hints.remember('a', [hint(1)]);
    hints.remember('b', [hint(2)]);
    hints.of('a');
    hints.remember('c', [hint(3)]);
    expect(hints.of('b')).toEqual([]);
    expect(hints.of('a')).toEqual([hint(1)]);
    expect(hints.of('c')).toEqual([hint(3)]);
  });
});
