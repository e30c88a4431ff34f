import { definePlugin, MemoryCache, PageServerPoint, VisitorCachePoint } from '../../../kernel/api.ts';
import { CustomCssHtmlGroup, PageRendererPoint } from './api.ts';
import { customCss } from './custom-css.ts';
import { MemoryVisitorCache } from './memory-visitor-cache.ts';
import { pageServer } from './page-serving.ts';
import { webFiles } from './web-files.ts';

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(CustomCssHtmlGroup);
    ctx.routes.raw('/custom.css', customCss(ctx));
    // A Cache of its own, so a crawler walking many pages never evicts rate-limit counters or
    // settings from the main one. A thousand answers cover 500 distinct pages a second at the
    // 2 s they are kept, and bound the memory (a question page's answer is tens of KB).
    const visitors = new MemoryVisitorCache(new MemoryCache(1_000));
    ctx.provide(VisitorCachePoint, visitors);
    // A kernel serving no web build (the CLI, API-only test kernels) has nothing to serve here.
    if (!ctx.web) return;
    const files = webFiles(ctx.web.dist);
    const pages = pageServer(ctx, ctx.web, ctx.use(PageRendererPoint), visitors);
    ctx.provide(PageServerPoint, {
      serve: (req, res, next) => files(req, res, (err?: unknown) => (err ? next(err) : pages(req, res).catch(next))),
    });
  },
});
