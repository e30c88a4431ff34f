import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach } from 'vitest';
import { RedisCache } from './redis-cache.ts';
import { REDIS_TEST_URL } from '../../../tests/support/redis.ts';

/**
 * Redis caches for one describe block, under a key prefix of its own: each opened cache is closed
 * after its test, and every key under the prefix is deleted after the block.
 */
export function redisCaches(): { prefix: string; open(url?: string): Promise<RedisCache> } {
  const prefix = `test:${randomUUID()}:`;
  const opened: RedisCache[] = [];
  afterEach(async () => {
    for (const cache of opened.splice(0)) await cache.close();
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  return {
    prefix,
    async open(url = REDIS_TEST_URL) {
      const cache = new RedisCache(url, prefix);
      opened.push(cache);
      await cache.connect();
      return cache;
    },
  };
}
