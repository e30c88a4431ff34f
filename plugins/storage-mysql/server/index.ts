import { definePlugin } from '../../../kernel/api.ts';
import { mysqlEngine } from './mysql-engine.ts';

export default definePlugin({
  register(ctx) {
    ctx.addStorageEngine(mysqlEngine);
  },
});
