import { definePlugin, RendererPoint } from '../../../kernel/api.ts';
import { MarkdownPoint, type MarkdownService } from './api.ts';
import { MarkdownItService } from './markdown-it-service.ts';
import { renderRoutes } from './routes/render.ts';

export default definePlugin({
  register(ctx) {
    const markdown: MarkdownService = new MarkdownItService();
    ctx.provide(MarkdownPoint, markdown);
    // The kernel renders parsed_text / bio_html through this point.
    ctx.provide(RendererPoint, { render: (source) => markdown.render(source), excerpt: (source, length) => markdown.excerpt(source, length) });
    for (const route of renderRoutes(markdown, ctx.rateLimit('render'))) ctx.routes.add('api', route);
  },
});
