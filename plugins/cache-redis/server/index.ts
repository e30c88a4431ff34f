import { definePlugin } from '../../../kernel/api.ts';
import { CacheEnginePoint } from '../../../kernel/provider-api.ts';
import { redisEngine } from './redis-engine.ts';

export default definePlugin({
  register(ctx) {
    ctx.provide(CacheEnginePoint, redisEngine);
  },
});
