import { definePlugin } from '../../../kernel/api.ts';
import { FullTextDialectPoint } from '../../search-sql/server/api.ts';
import { mysqlEngine } from './mysql-engine.ts';
import { mysqlFullText } from './mysql-full-text.ts';

export default definePlugin({
  register(ctx) {
    ctx.addStorageEngine(mysqlEngine);
    ctx.provide(FullTextDialectPoint, mysqlFullText);
  },
});
