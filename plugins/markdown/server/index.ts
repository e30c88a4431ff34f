import { definePlugin, RendererSlot } from '../../../kernel/api.ts';
import { MarkdownService } from './api.ts';
import { MarkdownItService } from './markdown-it-service.ts';
import { renderRoutes } from './routes/render.ts';

export default definePlugin({
  register(ctx) {
    const markdown: MarkdownService = new MarkdownItService();
    ctx.container.bind<MarkdownService>(MarkdownService).toConstantValue(markdown);
    // The kernel renders parsed_text / bio_html through this slot.
    ctx.provide(RendererSlot, { render: (source) => markdown.render(source), excerpt: (source, length) => markdown.excerpt(source, length) });
    for (const route of renderRoutes(markdown, ctx.rateLimit('render'))) ctx.routes.add('api', route);
  },
});
