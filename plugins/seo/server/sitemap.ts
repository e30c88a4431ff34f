import { escapeHtml as esc } from '../../../kernel/api.ts';
import type { PublicPosts } from '../../questions/server/api.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_PAGE_SIZE = 50_000;

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * `/sitemap.xml` is one urlset while the site has at most a page of questions, and a sitemap
 * index of `/sitemap/questions-{n}.xml` pages past that (the protocol allows 50,000 URLs a file).
 */
export class SitemapBuilder {
  constructor(
    private readonly posts: () => PublicPosts | undefined,
    private readonly pageSize = SITEMAP_PAGE_SIZE,
  ) {}

  async root(base: string, now: number): Promise<string> {
    const posts = this.posts();
    const total = posts ? await posts.count() : 0;
    if (!posts || total <= this.pageSize) return this.urlset(base, posts ? await posts.sitemap(0, this.pageSize) : [], true, now);
    const pages = Math.ceil(total / this.pageSize);
    const items = Array.from({ length: pages }, (_, i) => `  <sitemap><loc>${esc(`${base}/sitemap/questions-${i + 1}.xml`)}</loc><lastmod>${day(now)}</lastmod></sitemap>\n`);
    return `${HEAD}<sitemapindex ${NS}>\n${items.join('')}</sitemapindex>\n`;
  }

  /** Page `n` (from 1) of the index; undefined past the last page or while one urlset suffices. */
  async page(base: string, n: number): Promise<string | undefined> {
    const posts = this.posts();
    if (!posts || n < 1) return undefined;
    const total = await posts.count();
    if (total <= this.pageSize || (n - 1) * this.pageSize >= total) return undefined;
    return this.urlset(base, await posts.sitemap((n - 1) * this.pageSize, this.pageSize), false, 0);
  }

  private urlset(base: string, entries: { path: string; updatedAt: number }[], withHome: boolean, now: number): string {
    const lines = entries.map((e) => `  <url><loc>${esc(base + e.path)}</loc><lastmod>${day(e.updatedAt)}</lastmod></url>\n`);
    const home = withHome ? `  <url><loc>${esc(`${base}/`)}</loc><lastmod>${day(Math.max(now, 0))}</lastmod></url>\n` : '';
    return `${HEAD}<urlset ${NS}>\n${home}${lines.join('')}</urlset>\n`;
  }
}
