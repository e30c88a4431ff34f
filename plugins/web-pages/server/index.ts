import { definePlugin, PageServerPoint } from '../../../kernel/api.ts';
import { PageRendererPoint } from './api.ts';
import { pageServer } from './page-serving.ts';

export default definePlugin({
  register(ctx) {
    // A kernel serving no web build (the CLI, API-only test kernels) has no pages to serve.
    if (ctx.web) ctx.provide(PageServerPoint, pageServer(ctx, ctx.web, ctx.use(PageRendererPoint)));
  },
});
