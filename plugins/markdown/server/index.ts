import { definePlugin, RendererSlot } from '../../../kernel/api.ts';
import enUS from '../locales/en_US.json' with { type: 'json' };
import zhCN from '../locales/zh_CN.json' with { type: 'json' };
import { MarkdownService } from './api.ts';
import { MarkdownItService } from './markdown-it-service.ts';
import { renderRoutes } from './routes/render.ts';

export default definePlugin({
  register(ctx) {
    const markdown: MarkdownService = new MarkdownItService();
    ctx.container.bind<MarkdownService>(MarkdownService).toConstantValue(markdown);
    // The kernel renders parsed_text / bio_html through this slot.
    ctx.provide(RendererSlot, { render: (source: string) => markdown.render(source) });
    ctx.i18n.addCatalog('en_US', enUS);
    ctx.i18n.addCatalog('zh_CN', zhCN);
    for (const route of renderRoutes(markdown)) ctx.routes.add('api', route);
  },
});
