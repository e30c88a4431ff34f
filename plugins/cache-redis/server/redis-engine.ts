import type { CacheEngine } from '../../../kernel/provider-api.ts';
import { RedisCache } from './redis-cache.ts';

/** `cache: { engine: redis, url: redis://host:port/db, prefix }` in config.yaml. */
export const redisEngine: CacheEngine = {
  id: 'redis',
  label: 'Redis',
  accepts: (url) => /^rediss?:\/\//i.test(url),
  open: (config) => new RedisCache(config.url ?? 'redis://127.0.0.1:6379/0', config.prefix ?? 'quorum:'),
};
