import { definePlugin } from '../../../kernel/api.ts';
import { openApiRoute } from './openapi-document.ts';

export default definePlugin({
  register(ctx) {
    ctx.routes.add('api', openApiRoute({ routes: () => ctx.routes.table(), version: ctx.manifest.version }));
  },
});
