import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCache } from './memory-cache.ts';
import { tallyContract } from '../../tests/support/tally-contract.ts';

describe('MemoryCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets go of expired entries nobody reads again once new ones arrive, and keeps live ones', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'));
    const cache = new MemoryCache();
    for (let i = 0; i < 100; i++) await cache.set(`old:${i}`, 'x'.repeat(1000), 2);
    await cache.set('live', 'kept', 60);
    vi.setSystemTime(new Date('2026-11-23T00:00:03Z'));
    await cache.set('new', 'fresh', 2);
    expect(cache.size).toBe(2);
    expect(await cache.get('live')).toBe('kept');
    expect(await cache.get('new')).toBe('fresh');
    expect(await cache.get('old:0')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = new MemoryCache(3);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    await cache.get('a');
    await cache.set('d', 4, 60);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
  });

  it('counts every one of concurrent increments (a burst cannot slip under a rate limit)', async () => {
    const cache = new MemoryCache();
    const seen = await Promise.all(Array.from({ length: 50 }, () => cache.increment('burst', 60)));
    expect(new Set(seen).size).toBe(50);
    expect(Math.max(...seen)).toBe(50);
    expect(await cache.get('burst')).toBe(50);
  });

  it('hands a taken value to one of concurrent takers only', async () => {
    const cache = new MemoryCache();
    await cache.set('once', { code: 'abcd' }, 60);
    const taken = await Promise.all([cache.take('once'), cache.take('once'), cache.take('once')]);
    expect(taken.filter((value) => value !== undefined)).toEqual([{ code: 'abcd' }]);
    expect(await cache.get('once')).toBeUndefined();
  });
});

describe('MemoryCache tallies', () => {
  tallyContract(async () => {
    const cache = new MemoryCache();
    return [cache, cache];
  });
});
