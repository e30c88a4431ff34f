import { definePlugin } from '../../../kernel/api.ts';
import { FullTextDialectPoint } from '../../search-sql/server/api.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { sqliteFullText } from './sqlite-full-text.ts';

export default definePlugin({
  register(ctx) {
    ctx.addStorageEngine(sqliteEngine);
    ctx.provide(FullTextDialectPoint, sqliteFullText);
  },
});
