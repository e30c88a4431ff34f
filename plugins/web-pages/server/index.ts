import { definePlugin } from '../../../kernel/api.ts';
import { PageServerPoint, RequestDecoratorPoint, ResponseEncoderPoint } from '../../../kernel/provider-api.ts';
import { CustomCssHtmlGroup, PageRendererPoint, VisitorCachePoint } from './api.ts';
import { compressResponses } from './compression.ts';
import { customCss } from './custom-css.ts';
import { DEFAULT_BOUNDS, MemoryVisitorCache } from './memory-visitor-cache.ts';
import { pageServer } from './page-serving.ts';
import { visitorCacheDecorator } from './visitor-cache-decorator.ts';
import { webFiles } from './web-files.ts';
import { addedModuleFiles } from './added-modules.ts';

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(CustomCssHtmlGroup);
    ctx.routes.raw('/custom.css', customCss(ctx));
    // The answers and their generation token are kept in the visitor cache's own bounded map and field (memory-visitor-cache.ts).
    const visitors = new MemoryVisitorCache(DEFAULT_BOUNDS, Date.now, ctx.logger, () => ctx.cache.coherent());
    // Kept answers are a decoration of the kernel's requests: routes read through it, the front path sends from it, writes drop it.
    ctx.provide(RequestDecoratorPoint, visitorCacheDecorator(visitors));
    ctx.provide(VisitorCachePoint, visitors);
    // A kept answer is compressed once per encoding while it is kept.
    ctx.provide(ResponseEncoderPoint, { encode: compressResponses((body, encoding, encode) => visitors.encodedOnce(body, encoding, encode)) });
    // A kernel serving no web build (the CLI, API-only test kernels) has nothing to serve here.
    if (!ctx.web) return;
    const files = webFiles(ctx.web.dist);
    const added = addedModuleFiles(ctx.web.addedModules ?? (() => []));
    const pages = pageServer(ctx, ctx.web, ctx.use(PageRendererPoint), visitors);
    ctx.provide(PageServerPoint, {
      serve: (req, res, next) => added(req, res, () => files(req, res, (err?: unknown) => (err ? next(err) : pages(req, res).catch(next)))),
    });
  },
});
