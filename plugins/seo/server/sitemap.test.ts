import { describe, expect, it } from 'vitest';
import type { PublicPosts } from '../../questions/server/api.ts';
import { SitemapBuilder } from './sitemap.ts';

/** A site of `total` questions numbered from 1 (the builder only pages through them). */
function site(total: number): PublicPosts {
  return {
    count: async () => total,
    sitemap: async (offset, limit) => Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({ path: `/questions/${offset + i + 1}`, updatedAt: 86400 * (offset + i) })),
    newest: async () => [],
    answers: async () => undefined,
    question: async () => undefined,
  };
}

describe('sitemap paging', () => {
  it('is one urlset up to a page of questions', async () => {
    const xml = await new SitemapBuilder(() => site(3), 3).root('https://q.test', 0);
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<url><loc>https://q.test/questions/3</loc><lastmod>1970-01-03</lastmod></url>');
  });

  it('becomes an index of pages past that, each page holding its share', async () => {
    const builder = new SitemapBuilder(() => site(7), 3);
    const index = await builder.root('https://q.test', 0);
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain('<loc>https://q.test/sitemap/questions-3.xml</loc>');
    expect((await builder.page('https://q.test', 2))!.match(/<url>/g)).toHaveLength(3);
    expect((await builder.page('https://q.test', 3))!).toContain('/questions/7<');
    expect(await builder.page('https://q.test', 4)).toBeUndefined();
    expect(await builder.page('https://q.test', 0)).toBeUndefined();
  });

  it('lists only the home page without the questions plugin', async () => {
    const xml = await new SitemapBuilder(() => undefined).root('https://q.test', 0);
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});
