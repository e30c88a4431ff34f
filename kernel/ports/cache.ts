import { randomUUID } from 'node:crypto';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * Short-lived shared state (rate limits, cached settings), kept by a `cache` plugin: the
 * `cache-memory` core plugin holds it in process memory; one shared by several processes
 * (Redis) would take its place.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Adds 1 and returns the new value; the first increment starts the TTL. Atomic: of N
   * concurrent calls on one key, each sees a different value (rate limits count on it).
   */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Returns the value and deletes it in one step, so only one of concurrent callers gets it. */
  take<T>(key: string): Promise<T | undefined>;
}

/** One provider: the `cache-memory` core plugin (a shared cache plugin would take its place). */
export const CachePoint = defineExtensionPoint<Cache, 'one'>('kernel.cache', {
  owner: 'kernel', cardinality: 'one', members: ['get', 'set', 'delete', 'increment', 'take'],
});

/**
 * The kernel's one cache (`kernel.cache`, `ctx.cache`): each call goes to the provider enabled
 * then. No fallback: without a provider a call throws rather than let rate limits lapse.
 */
export function siteCache(provider: () => Cache | undefined): Cache {
  const cache = () => {
    const found = provider();
    if (!found) throw new Error('no cache is enabled: the kernel.cache point needs a provider (the cache-memory plugin)');
    return found;
  };
  return {
    get: async <T,>(key: string) => cache().get<T>(key),
    set: async (key, value, ttl) => cache().set(key, value, ttl),
    delete: async (key) => cache().delete(key),
    increment: async (key, ttl) => cache().increment(key, ttl),
    take: async <T,>(key: string) => cache().take<T>(key),
  };
}

/**
 * The token a family of cached entries is stored under: `renew()` drops the whole family at once,
 * in every process sharing the cache. Random rather than counted, so a token evicted from the cache
 * starts afresh without ever meeting entries stored under an earlier one. Its TTL only has to
 * outlive the entries.
 */
export class CacheGeneration {
  constructor(
    private readonly cache: Cache,
    private readonly key: string,
    private readonly ttlSeconds = 7 * 86400,
  ) {}

  async current(): Promise<string> {
    const token = await this.cache.get<string>(this.key);
    if (token) return token;
    const fresh = randomUUID();
    await this.cache.set(this.key, fresh, this.ttlSeconds);
    return fresh;
  }

  async renew(): Promise<void> {
    await this.cache.set(this.key, randomUUID(), this.ttlSeconds);
  }
}
