import { definePlugin } from '../../../kernel/api.ts';
import { PageRendererPoint } from '../../web-pages/server/api.ts';
import { PermalinkPoint, PublicPostsPoint } from '../../questions/server/api.ts';
import { TagPagesPoint } from '../../tags/server/api.ts';
import { MemberPagesPoint } from '../../users/server/api.ts';
import { SeoSettingsGroup } from './api.ts';
import { FeedBuilder } from './feed-builder.ts';
import { SeoCache } from './seo-cache.ts';
import { feedHandler, robotsHandler, sitemapHandler } from './seo-handlers.ts';
import { SeoPageRenderer } from './seo-page-renderer.ts';
import { SitemapBuilder } from './sitemap.ts';

/** Events that change what a sitemap or feed lists. */
const CONTENT_EVENTS = [
  'question.created', 'question.updated', 'question.deleted', 'question.recovered', 'question.closed', 'question.reopened',
  'question.operated', 'answer.created', 'answer.updated', 'answer.deleted', 'answer.recovered',
] as const;

export default definePlugin({
  register(ctx) {
    const cache = new SeoCache(ctx.cache);
    // A new permalink style moves every question's URL.
    ctx.settings.declare(SeoSettingsGroup, { afterPut: () => cache.invalidate() });
    ctx.provide(PermalinkPoint, { style: async () => (await ctx.settings.get(SeoSettingsGroup)).permalink });
    const posts = ctx.use(PublicPostsPoint);
    for (const name of CONTENT_EVENTS) ctx.events.on(name, () => cache.invalidate());
    ctx.routes.raw('/robots.txt', robotsHandler(ctx));
    const sitemaps = sitemapHandler(ctx, new SitemapBuilder(posts), cache);
    ctx.routes.raw('/sitemap.xml', sitemaps);
    ctx.routes.raw('/sitemap', sitemaps);
    ctx.routes.raw('/feed', feedHandler(ctx, new FeedBuilder(ctx, posts), cache));
    ctx.provide(PageRendererPoint, new SeoPageRenderer(ctx, {
      questions: () => ctx.isEnabled('questions'), tags: ctx.use(TagPagesPoint), members: ctx.use(MemberPagesPoint), search: () => ctx.isEnabled('search'),
    }));
  },
});
