import { definePlugin } from '../../../kernel/api.ts';
import { RendererPoint } from '../../../kernel/provider-api.ts';
import { MarkdownPoint, type MarkdownService } from './api.ts';
import { MarkdownItService } from './markdown-it-service.ts';
import { renderRoutes } from './routes/render.ts';

export default definePlugin({
  register(ctx) {
    const markdown: MarkdownService = new MarkdownItService();
    ctx.provide(MarkdownPoint, markdown);
    // The kernel renders parsed_text / bio_html through this point.
    ctx.provide(RendererPoint, { render: (source) => markdown.render(source), excerpt: (source, length) => markdown.excerpt(source, length) });
    // Rendering 64 KB of hostile markdown can take a second of CPU.
    const limit = ctx.rateLimit('render', { limit: 120, windowSeconds: 60 });
    for (const route of renderRoutes(markdown, limit)) ctx.routes.add('api', route);
  },
});
