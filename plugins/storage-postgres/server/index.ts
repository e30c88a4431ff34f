import { definePlugin } from '../../../kernel/api.ts';
import { FullTextDialectPoint } from '../../search-sql/server/api.ts';
import { postgresEngine } from './postgres-engine.ts';
import { postgresFullText } from './postgres-full-text.ts';

export default definePlugin({
  register(ctx) {
    ctx.addStorageEngine(postgresEngine);
    ctx.provide(FullTextDialectPoint, postgresFullText);
  },
});
