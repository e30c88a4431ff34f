import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { KernelCache } from '../../kernel/ports/site-cache.ts';
import { RedisCache } from '../../plugins/cache-redis/server/redis-cache.ts';
import { startRedisServer, waitFor } from '../support/redis.ts';
import { redisCaches } from '../../plugins/cache-redis/server/redis-test-kit.ts';

const silent = pino({ level: 'silent' });

/** The kernel's cache (kernel/ports/site-cache.ts) over the cache-redis engine. */
describe('the kernel cache over Redis', () => {
  const { open } = redisCaches();

  it("carries one kernel cache's signals to another's, not back to itself", async () => {
    const [one, two] = [new KernelCache(silent), new KernelCache(silent)];
    await one.use(await open());
    await two.use(await open());
    const heard = { one: 0, two: 0 };
    one.onSignal('visitor-answers', () => void heard.one++);
    two.onSignal('visitor-answers', () => void heard.two++);
    await one.signal('visitor-answers');
    await waitFor(() => heard.two === 1);
    expect(heard.one).toBe(0);
  });
});

describe('the kernel cache over Redis that goes away and comes back', () => {
  it('serves from memory meanwhile (one log line, not coherent), then uses Redis again without a restart', async () => {
    const server = await startRedisServer();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line).msg as string) });
    const cache = new KernelCache(logger);
    const redis = new RedisCache(server.url, 'site:');
    await redis.connect();
    await cache.use(redis);
    let rejoined = 0;
    cache.onSignal('plugins', () => void rejoined++);
    try {
      expect(await cache.increment('rate:a', 60)).toBe(1);
      await server.stop();
      await waitFor(() => !cache.coherent());
      // limits are still counted, in this process
      expect(await cache.increment('rate:a', 60)).toBe(1);
      expect(await cache.increment('rate:a', 60)).toBe(2);
      await cache.set('k', 'kept here', 60);
      expect(await cache.get('k')).toBe('kept here');
      expect(lines.filter((l) => l.startsWith('the shared cache failed'))).toHaveLength(1);

      await server.start();
      await waitFor(() => cache.coherent());
      await waitFor(() => rejoined === 1);
      // memory is forgotten: Redis (emptied by its restart) answers again
      expect(await cache.get('k')).toBeUndefined();
      expect(await cache.increment('rate:a', 60)).toBe(1);
      expect(lines).toContain('the shared cache is back');
    } finally {
      await cache.close();
      await server.stop();
    }
  });
});
