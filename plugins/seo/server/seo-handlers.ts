import type { Request, RequestHandler } from 'express';
import type { PluginContext } from '../../../kernel/api.ts';
import { SITE_URL_PLACEHOLDER } from '../schemas/seo.ts';
import { SeoSettingsGroup } from './api.ts';
import { parseFeedPath, type FeedBuilder } from './feed-builder.ts';
import type { SeoCache } from './seo-cache.ts';
import type { SitemapBuilder } from './sitemap.ts';
import { siteFacts, type SiteFacts } from './site-facts.ts';

type Ctx = Pick<PluginContext, 'settings' | 'clock'>;

const requestBase = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** GET/HEAD on exactly the handled paths; the rest go on to the next handler. */
function get(match: (path: string) => boolean, answer: (req: Request, site: SiteFacts) => Promise<{ type: string; body: string } | undefined>, ctx: Ctx): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match(req.path)) return next();
    try {
      const site = await siteFacts(ctx, requestBase(req));
      const found = await answer(req, site);
      if (!found) return next();
      res.type(found.type).setHeader('Cache-Control', 'public, max-age=300');
      res.send(found.body);
    } catch (err) {
      next(err);
    }
  };
}

/** `/robots.txt`: the admin's text with the site URL filled in; a private site shuts crawlers out. */
export function robotsHandler(ctx: Ctx): RequestHandler {
  return get((p) => p === '/robots.txt', async (_req, site) => {
    if (site.loginRequired) return { type: 'text/plain; charset=utf-8', body: 'User-agent: *\nDisallow: /\n' };
    const { robots } = await ctx.settings.get(SeoSettingsGroup);
    return { type: 'text/plain; charset=utf-8', body: (robots ?? '').split(SITE_URL_PLACEHOLDER).join(site.base) };
  }, ctx);
}

/** `/sitemap.xml` and its pages; a login-required site has none (404). */
export function sitemapHandler(ctx: Ctx, sitemaps: SitemapBuilder, cache: SeoCache): RequestHandler {
  return get((p) => p === '/sitemap.xml' || /^\/sitemap\/questions-\d{1,6}\.xml$/.test(p), async (req, site) => {
    if (site.loginRequired) return undefined;
    const page = /questions-(\d+)\.xml$/.exec(req.path);
    const body = await cache.through(`sitemap:${site.base}:${site.name}:${page?.[1] ?? 'root'}`, () =>
      page ? sitemaps.page(site.base, Number(page[1])) : sitemaps.root(site.base, ctx.clock.now()));
    return body === undefined ? undefined : { type: 'application/xml; charset=utf-8', body };
  }, ctx);
}

/** `/feed/questions.xml`, `/feed/tags/{slug}.xml`, `/feed/questions/{id}.xml` (RSS 2.0). */
export function feedHandler(ctx: Ctx, feeds: FeedBuilder, cache: SeoCache): RequestHandler {
  return get((p) => parseFeedPath(p) !== undefined, async (req, site) => {
    const ref = parseFeedPath(req.path)!;
    if (site.loginRequired) return undefined;
    const key = `feed:${site.base}:${site.name}:${site.language}:${req.path}`;
    const body = await cache.through(key, () =>
      ref.kind === 'answers' ? feeds.answers(site, ref.questionId) : feeds.newest(site, ref.kind === 'tag' ? ref.tag : undefined));
    return body === undefined ? undefined : { type: 'application/rss+xml; charset=utf-8', body };
  }, ctx);
}
