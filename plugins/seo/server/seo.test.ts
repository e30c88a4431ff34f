import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask, questionPlugins } from '../../questions/server/routes/question-test-kit.ts';
import { SeoSettingsGroup } from './api.ts';
import { toShortId } from '../../questions/server/api.ts';

const text = async (server: TestServer, path: string) => {
  const res = await fetch(new URL(path, server.url));
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

describe.each(testEngines())('seo: robots, sitemap and feeds on %s', (engine) => {
  let server: TestServer;
  let alice: TestUser;
  let first: { id: string };
  let second: { id: string };

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'seo'] });
    alice = await server.createUser();
    first = await ask(server, alice, { title: 'How do sitemaps work here', tags: [{ slug_name: 'crawlers' }] });
    second = await ask(server, alice, { title: 'Feeds & <readers> today', tags: [{ slug_name: 'feeds' }] });
    await answer(server, await server.createUser(), first.id, 'Sitemaps list every **question** page.');
  });
  afterAll(() => server.close());

  it('serves robots.txt naming the sitemap at the site URL, and the admin text once changed', async () => {
    const robots = await text(server, '/robots.txt');
    expect(robots.type).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://quorum.test/sitemap.xml');
    await server.kernel.settings.put(SeoSettingsGroup, { robots: 'User-agent: *\nAllow: /\n' });
    expect((await text(server, '/robots.txt')).body).toBe('User-agent: *\nAllow: /\n');
    await server.kernel.settings.put(SeoSettingsGroup, { robots: SeoSettingsGroup.schema.properties.robots!.default });
  });

  it('lists live questions in the sitemap with last-modified dates, refreshed when content changes', async () => {
    const map = await text(server, '/sitemap.xml');
    expect(map.type).toContain('application/xml');
    expect(map.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(map.body).toContain(`<loc>http://quorum.test/questions/${first.id}/how-do-sitemaps-work-here</loc>`);
    expect(map.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const third = await ask(server, alice, { title: 'Asked after the sitemap was cached' });
    expect((await text(server, '/sitemap.xml')).body).toContain(`/questions/${third.id}/asked-after-the-sitemap-was-cached`);
    await server.api.delete('/answer/api/v1/question', { id: third.id }, { token: alice.token });
    expect((await text(server, '/sitemap.xml')).body).not.toContain(third.id);
    expect((await text(server, '/sitemap/questions-1.xml')).status).toBe(404);
  });

  it('follows the permalink setting', async () => {
    await server.api.put('/answer/admin/api/siteinfo/seo', { permalink: 2 }, { token: (await server.admin()).token });
    expect((await text(server, '/sitemap.xml')).body).toContain(`<loc>http://quorum.test/questions/${first.id}</loc>`);
    await server.api.put('/answer/admin/api/siteinfo/seo', { permalink: 3 }, { token: (await server.admin()).token });
    expect((await text(server, '/sitemap.xml')).body).toContain(`<loc>http://quorum.test/questions/${toShortId(first.id)}/how-do-sitemaps-work-here</loc>`);
    expect((await text(server, `/feed/questions/${toShortId(first.id)}.xml`)).body).toContain(`/questions/${toShortId(first.id)}/how-do-sitemaps-work-here`);
    await server.api.put('/answer/admin/api/siteinfo/seo', { permalink: 1 }, { token: (await server.admin()).token });
  });

  it('serves RSS feeds of new questions, of a tag and of a question\'s answers', async () => {
    const all = await text(server, '/feed/questions.xml');
    expect(all.type).toContain('application/rss+xml');
    expect(all.body).toContain('<rss version="2.0"');
    expect(all.body).toContain('<title>Newest questions – Quorum Test</title>');
    expect(all.body).toContain('<title>Feeds &amp; &lt;readers&gt; today</title>');
    expect(all.body.indexOf(second.id)).toBeLessThan(all.body.indexOf(first.id));
    const tag = await text(server, '/feed/tags/crawlers.xml');
    expect(tag.body).toContain('Questions tagged crawlers');
    expect(tag.body).toContain(first.id);
    expect(tag.body).not.toContain(second.id);
    const answers = await text(server, `/feed/questions/${first.id}.xml`);
    expect(answers.body).toContain('Answers to “How do sitemaps work here”');
    expect(answers.body).toContain('&lt;strong&gt;question&lt;/strong&gt;');
    expect((await text(server, '/feed/tags/no-such-tag.xml')).status).toBe(404);
    expect((await text(server, '/feed/questions/10019999999999999.xml')).status).toBe(404);
  });

  it('gives a login-required site no sitemap or feeds and shuts crawlers out', async () => {
    await server.kernel.settings.put('login', { login_required: true });
    try {
      expect((await text(server, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
      expect((await text(server, '/sitemap.xml')).status).toBe(404);
      expect((await text(server, '/feed/questions.xml')).status).toBe(404);
      expect((await text(server, `/feed/questions/${first.id}.xml`)).status).toBe(404);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });

  it('keeps the SEO group in siteinfo and the admin while enabled', async () => {
    const info = (await server.api.get<Record<string, unknown>>('/answer/api/v1/siteinfo')).data;
    expect(info.site_seo).toMatchObject({ permalink: 1 });
  });
});
