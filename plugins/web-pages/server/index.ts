import { definePlugin, PageServerPoint } from '../../../kernel/api.ts';
import { PageRendererPoint } from './api.ts';
import { customCss } from './custom-css.ts';
import { pageServer } from './page-serving.ts';
import { webFiles } from './web-files.ts';

export default definePlugin({
  register(ctx) {
    ctx.routes.raw('/custom.css', customCss(ctx));
    // A kernel serving no web build (the CLI, API-only test kernels) has nothing to serve here.
    if (!ctx.web) return;
    const files = webFiles(ctx.web.dist);
    const pages = pageServer(ctx, ctx.web, ctx.use(PageRendererPoint));
    ctx.provide(PageServerPoint, {
      serve: (req, res, next) => files(req, res, (err?: unknown) => (err ? next(err) : pages(req, res).catch(next))),
    });
  },
});
