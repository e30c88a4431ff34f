import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../kernel/api.ts';
import { MemoryVisitorCache } from './memory-visitor-cache.ts';

describe('MemoryVisitorCache', () => {
  it('computes an answer once for visitors asking at once, and afresh after a write', async () => {
    const cache = new MemoryVisitorCache(new MemoryCache());
    let runs = 0;
    const compute = async () => `body ${(runs += 1)}`;
    const key = await cache.key('en_US', '/answer/api/v1/question/page', { page: 1 });
    const together = await Promise.all(Array.from({ length: 5 }, () => cache.answer(key, compute)));
    expect(together.map((a) => a.body)).toEqual(Array(5).fill('body 1'));
    expect(together.filter((a) => a.computed)).toHaveLength(1);
    expect(await cache.answer(key, compute)).toEqual({ body: 'body 1', computed: false });

    await cache.invalidate();
    const after = await cache.key('en_US', '/answer/api/v1/question/page', { page: 1 });
    expect(after).not.toBe(key);
    expect(await cache.answer(after, compute)).toEqual({ body: 'body 2', computed: true });
  });

  it('keys languages, paths and queries apart, and keeps no failure', async () => {
    const cache = new MemoryVisitorCache(new MemoryCache());
    const keys = await Promise.all([
      cache.key('en_US', '/q', { page: 1 }),
      cache.key('zh_CN', '/q', { page: 1 }),
      cache.key('en_US', '/q', { page: 2 }),
      cache.key('en_US', '/r', { page: 1 }),
    ]);
    expect(new Set(keys).size).toBe(4);
    await expect(cache.answer(keys[0]!, async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await cache.answer(keys[0]!, async () => 'found')).toEqual({ body: 'found', computed: true });
  });
});
