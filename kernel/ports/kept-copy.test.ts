import { describe, expect, it } from 'vitest';
import { KeptCopy } from './kept-copy.ts';

describe('KeptCopy', () => {
  it('reads once until forgotten, and keeps no read begun before a change', async () => {
    let version = 1;
    let reads = 0;
    let release = () => {};
    let held = false;
    const copy = new KeptCopy(async (tag: string) => {
      reads += 1;
      const seen = `${tag}${version}`;
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return seen;
    });
    expect(await copy.get('v')).toBe('v1');
    expect(await copy.get('v')).toBe('v1');
    expect(reads).toBe(1);

    version = 2;
    copy.forget();
    expect(await copy.get('v')).toBe('v2');
    expect(reads).toBe(2);

    // A read under way when the copy is forgotten answers its caller but is not kept.
    copy.forget();
    held = true;
    const slow = copy.get('v');
    version = 3;
    copy.forget();
    release();
    expect(await slow).toBe('v2');
    held = false;
    expect(await copy.get('v')).toBe('v3');
    expect(reads).toBe(4);
  });

  it('reads again once the copy is older than it is trusted', async () => {
    let reads = 0;
    const copy = new KeptCopy(async () => (reads += 1), 0);
    await copy.get();
    await copy.get();
    expect(reads).toBe(2);
  });
});
