/**
 * What the bench leaves on the machine's servers while it runs (a database per server engine,
 * keys in Redis under a prefix per site) and removes afterwards.
 */
import { Redis } from 'ioredis';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import type { CacheConfig } from '../../kernel/ports/cache.ts';
import { reachable, SERVERS } from '../support/database-servers.ts';

/** The engines the bench measures, in its order. */
export const ENGINES = ['sqlite', 'mysql', 'postgres'] as const;
export type BenchEngine = (typeof ENGINES)[number];

/** Whether something listens on the engine's port (SQLite always answers): the default engine list is the reachable ones. */
export function engineReachable(engine: BenchEngine): Promise<boolean> {
  return engine === 'sqlite' ? Promise.resolve(true) : reachable(SERVERS[engine].host, SERVERS[engine].port);
}

/** A database of the bench's own on `engine` (SQLite: a file in the site's home). */
export function benchDatabase(engine: BenchEngine): DatabaseConfig {
  if (engine === 'sqlite') return { engine, file: 'quorum.db' };
  return { engine, ...SERVERS[engine], name: `quorum_bench_${process.pid}` };
}

/**
 * config.yaml's cache for a bench site on `engine`: Redis at `url` under a prefix of the bench's
 * own, one per site (two sites under one prefix would read each other's cached settings).
 */
export function benchCache(url: string, engine: BenchEngine): CacheConfig {
  return { engine: 'redis', url, prefix: `quorum-bench:${process.pid}:${engine}:` };
}

/**
 * Deletes every key under the cache's prefix. Rejects with one line naming the server when
 * Redis cannot be reached (the bench asks before it installs).
 */
export async function clearBenchCache(cache: CacheConfig): Promise<void> {
  let failure: Error | undefined;
  const redis = new Redis(cache.url!, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  redis.on('error', (err: Error) => (failure = err));
  try {
    await redis.connect().catch((err: Error) => {
      throw new Error(`cannot reach Redis at ${cache.url}: ${(failure ?? err).message}`);
    });
    for await (const keys of redis.scanStream({ match: `${cache.prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
