import { describe, expect, it } from 'vitest';
import { siteCache } from './cache.ts';

describe('the kernel cache without a provider', () => {
  it('throws instead of silently keeping nothing (a rate limit would lapse)', async () => {
    const cache = siteCache(() => undefined);
    await expect(cache.increment('rate:x', 60)).rejects.toThrow(/no cache is enabled/);
  });
});
