import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { REDIS_TEST_URL } from '../../../tests/support/redis.ts';
import { tallyContract } from '../../../tests/support/tally-contract.ts';
import { redisCaches } from './redis-test-kit.ts';

describe('RedisCache', () => {
  const { prefix, open } = redisCaches();

  it('keeps JSON values with their TTL, under the site prefix', async () => {
    const cache = await open();
    await cache.set('settings:general', { name: 'Quorum', n: 1 }, 60);
    expect(await cache.get('settings:general')).toEqual({ name: 'Quorum', n: 1 });
    const raw = new Redis(REDIS_TEST_URL);
    expect(await raw.ttl(`${prefix}settings:general`)).toBeGreaterThan(50);
    await raw.quit();
    await cache.delete('settings:general');
    expect(await cache.get('settings:general')).toBeUndefined();
  });

  it('counts every one of concurrent increments from two connections, and starts the window once', async () => {
    const [a, b] = [await open(), await open()];
    const seen = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).increment('rate:login:ip:1', 60)));
    expect(new Set(seen).size).toBe(60);
    expect(Math.max(...seen)).toBe(60);
    expect(await a.get('rate:login:ip:1')).toBe(60);
  });

  it('hands a taken value to one of concurrent takers only', async () => {
    const [a, b] = [await open(), await open()];
    await a.set('captcha:x', { code: 'abcd' }, 60);
    const taken = await Promise.all([a.take('captcha:x'), b.take('captcha:x'), a.take('captcha:x')]);
    expect(taken.filter((v) => v !== undefined)).toEqual([{ code: 'abcd' }]);
  });

  tallyContract(async () => [await open(), await open()]);

  it('refuses a server that does not answer with one line naming it, without retrying forever', async () => {
    await expect(open('redis://127.0.0.1:1/0')).rejects.toThrow(/^cannot reach the Redis cache at redis:\/\/127\.0\.0\.1:1\/0: .*ECONNREFUSED/);
  });
});
