import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { KernelCache } from './site-cache.ts';

describe('the kernel cache without a shared cache', () => {
  it('keeps entries in process memory, so the kernel starts with no cache plugin', async () => {
    const cache = new KernelCache(pino({ level: 'silent' }));
    expect(await cache.increment('rate:x', 60)).toBe(1);
    expect(await cache.increment('rate:x', 60)).toBe(2);
    await cache.set('settings:general', { name: 'a' }, 60);
    expect(await cache.get('settings:general')).toEqual({ name: 'a' });
    expect(cache.coherent()).toBe(true);
    expect(cache.counts).toEqual({ hits: 1, misses: 0 });
  });
});
