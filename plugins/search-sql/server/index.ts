import { definePlugin } from '../../../kernel/api.ts';
import { SearchEnginePoint } from '../../search/server/api.ts';
import { FullTextDialectPoint } from './api.ts';
import { SqlSearchEngine } from './sql-search-engine.ts';

export default definePlugin({
  register(ctx) {
    const engine = new SqlSearchEngine(() => ctx.db, ctx.use(FullTextDialectPoint), () => ctx.clock.now());
    ctx.provide(SearchEnginePoint, engine);
    ctx.onListen(() => engine.warm());
  },
});
