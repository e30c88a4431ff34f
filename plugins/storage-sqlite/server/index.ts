import { definePlugin } from '../../../kernel/api.ts';
import { sqliteEngine } from './sqlite-engine.ts';

export default definePlugin({
  register(ctx) {
    ctx.addStorageEngine(sqliteEngine);
  },
});
