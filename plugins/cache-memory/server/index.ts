import { CachePoint, definePlugin } from '../../../kernel/api.ts';
import { MemoryCache } from './memory-cache.ts';

export default definePlugin({
  register(ctx) {
    ctx.provide(CachePoint, new MemoryCache());
  },
});
