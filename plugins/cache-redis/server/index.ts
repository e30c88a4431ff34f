import { CacheEnginePoint, definePlugin } from '../../../kernel/api.ts';
import { redisEngine } from './redis-engine.ts';

export default definePlugin({
  register(ctx) {
    ctx.provide(CacheEnginePoint, redisEngine);
  },
});
