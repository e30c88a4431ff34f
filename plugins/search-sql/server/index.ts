import { definePlugin } from '../../../kernel/api.ts';
import { SearchEnginePoint } from '../../search/server/api.ts';
import { FullTextDialectPoint } from './api.ts';
import { SqlSearchEngine } from './sql-search-engine.ts';

export default definePlugin({
  register(ctx) {
    ctx.provide(SearchEnginePoint, new SqlSearchEngine(() => ctx.db, ctx.use(FullTextDialectPoint), () => ctx.clock.now()));
  },
});
