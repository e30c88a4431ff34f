import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { API, answer, ask, questionPlugins } from '../../questions/server/routes/question-test-kit.ts';
import { toShortId } from '../../questions/server/api.ts';

/** The built shell's shape (web/index.html after the build). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Quorum</title>
    <script type="module" crossorigin src="/assets/index-1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface Page { status: number; location: string | null; html: string }

/** A plain HTTP client: no JavaScript, redirects not followed. */
async function page(server: TestServer, path: string): Promise<Page> {
  const res = await fetch(new URL(path, server.url), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const jsonLd = (html: string) => {
  const found = /<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as { mainEntity: Record<string, unknown> & { acceptedAnswer?: { text: string; upvoteCount: number; author: { name: string } }; suggestedAnswer?: unknown[] } }) : undefined;
};

describe.each(testEngines())('seo: public pages carry their status and head on %s', (engine) => {
  let server: TestServer;
  let dist: string;
  let alice: TestUser;
  let bob: TestUser;
  let question: { id: string };
  let hostile: { id: string };
  let accepted: { id: string };

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'quorum-seo-dist-'));
    await writeFile(join(dist, 'index.html'), SHELL);
    server = await startTestServer({ engine, webDist: dist, plugins: [...questionPlugins(), 'users', 'search', 'search-sql', 'seo'] });
    alice = await server.createUser({ name: 'alice' });
    bob = await server.createUser({ name: 'bob' });
    question = await ask(server, alice, { title: 'How do pages reach crawlers', content: 'Crawlers read **HTML** before any script runs.', tags: [{ slug_name: 'crawling' }] });
    hostile = await ask(server, alice, { title: 'Why </title><script>alert(1)</script> & "quotes"', content: 'A body with </script><b>tags</b> in it.' });
    await answer(server, alice, question.id, 'A first answer that is not accepted.');
    accepted = await answer(server, bob, question.id, 'Render the head on the server, then the body.');
    await server.api.post(`${API}/answer/acceptance`, { question_id: question.id, answer_id: accepted.id }, { token: alice.token });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gives a question page its title, description, canonical link and Open Graph tags', async () => {
    const res = await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers`);
    expect(res.status).toBe(200);
    expect(title(res.html)).toBe('How do pages reach crawlers - Quorum Test');
    expect(res.html).toContain('<html lang="en-US">');
    expect(canonical(res.html)).toBe(`http://quorum.test/questions/${question.id}/how-do-pages-reach-crawlers`);
    expect(meta(res.html, 'description')).toContain('Crawlers read HTML before any script runs.');
    expect(meta(res.html, 'og:title')).toBe('How do pages reach crawlers - Quorum Test');
    expect(meta(res.html, 'og:type')).toBe('article');
    expect(meta(res.html, 'twitter:card')).toBe('summary');
    expect(res.html).toContain(`<link rel="alternate" type="application/rss+xml" href="http://quorum.test/feed/questions/${question.id}.xml"`);
    // Without the web's server render the root stays empty: the app renders in the browser.
    expect(root(res.html)).toBe('');
    // The shell's script still loads the app.
    expect(res.html).toContain('src="/assets/index-1234.js"');
  });

  it('describes the question in QAPage JSON-LD, naming the accepted answer', async () => {
    const data = jsonLd((await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers`)).html);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'QAPage' });
    expect(data!.mainEntity).toMatchObject({ '@type': 'Question', name: 'How do pages reach crawlers', answerCount: 2, author: { name: 'alice' } });
    expect(data!.mainEntity.acceptedAnswer).toMatchObject({ text: 'Render the head on the server, then the body.', upvoteCount: 0, author: { name: 'bob' } });
    expect(data!.mainEntity.acceptedAnswer).toMatchObject({ url: `http://quorum.test/questions/${question.id}/how-do-pages-reach-crawlers/${accepted.id}` });
    expect(data!.mainEntity.suggestedAnswer).toHaveLength(1);
  });

  it('answers 404 for an unknown or deleted question and 301 from a non-canonical address', async () => {
    expect((await page(server, '/questions/10019999999999999')).status).toBe(404);
    const gone = await ask(server, alice, { title: 'A question about to be deleted' });
    await server.api.delete(`${API}/question`, { id: gone.id }, { token: alice.token });
    const deleted = await page(server, `/questions/${gone.id}/a-question-about-to-be-deleted`);
    expect(deleted.status).toBe(404);
    expect(title(deleted.html)).toBe('Page not found - Quorum Test');
    expect(root(deleted.html)).toBe('');

    const bare = await page(server, `/questions/${question.id}?shareUserId=bob`);
    expect(bare.status).toBe(301);
    expect(bare.location).toBe(`/questions/${question.id}/how-do-pages-reach-crawlers?shareUserId=bob`);
    expect((await page(server, `/questions/${question.id}/an-old-title/${accepted.id}`)).location).toBe(`/questions/${question.id}/how-do-pages-reach-crawlers/${accepted.id}`);
    expect((await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers/${accepted.id}`)).status).toBe(200);
  });

  it('answers 404 for an answer link whose answer is deleted, unknown or another question\'s, before any slug redirect', async () => {
    const carol = await server.createUser();
    const doomed = await answer(server, carol, question.id, 'An answer about to be deleted.');
    const path = `/questions/${question.id}/how-do-pages-reach-crawlers/${doomed.id}`;
    expect((await page(server, path)).status).toBe(200);
    await server.api.delete(`${API}/answer`, { id: doomed.id }, { token: carol.token });
    const gone = await page(server, path);
    expect(gone.status).toBe(404);
    expect(title(gone.html)).toBe('Page not found - Quorum Test');
    // an old slug leads to the 404 at once, not through a 301
    expect((await page(server, `/questions/${question.id}/an-old-title/${doomed.id}`)).status).toBe(404);
    expect((await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers/10029999999999999`)).status).toBe(404);
    const elsewhere = await answer(server, bob, hostile.id, 'An answer to the other question.');
    expect((await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers/${elsewhere.id}`)).status).toBe(404);
  });

  it('follows the permalink setting when it redirects', async () => {
    const admin = await server.admin();
    await server.api.put('/answer/admin/api/siteinfo/seo', { permalink: 4 }, { token: admin.token });
    try {
      const short = toShortId(question.id);
      expect((await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers`)).location).toBe(`/questions/${short}`);
      const res = await page(server, `/questions/${short}`);
      expect(res.status).toBe(200);
      expect(canonical(res.html)).toBe(`http://quorum.test/questions/${short}`);
    } finally {
      await server.api.put('/answer/admin/api/siteinfo/seo', { permalink: 1 }, { token: admin.token });
    }
  });

  it('escapes a hostile title everywhere it goes', async () => {
    const res = await page(server, `/questions/${hostile.id}`);
    const html = (await page(server, res.location!)).html;
    expect(title(html)).toBe('Why &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; - Quorum Test');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD's and the app's own
    expect(jsonLd(html)!.mainEntity.name).toBe('Why </title><script>alert(1)</script> & "quotes"');
    expect(meta(html, 'og:title')).toBe('Why &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; - Quorum Test');
  });

  it('titles the lists, tags and members, and answers 404 for unknown tags and members', async () => {
    const home = await page(server, '/');
    expect(home.status).toBe(200);
    expect(title(home.html)).toBe('Quorum Test');
    expect(title((await page(server, '/questions')).html)).toBe('Questions - Quorum Test');
    expect(canonical((await page(server, '/questions')).html)).toBe('http://quorum.test/questions');
    // a fresh site has no description of its own: lists still get one (search engines show it)
    expect(meta((await page(server, '/questions')).html, 'description')).toBe('Questions and answers on Quorum Test');
    expect(title((await page(server, '/tags')).html)).toBe('Tags - Quorum Test');
    const search = await page(server, '/search?q=crawlers%20%3Cb%3E');
    expect(search.status).toBe(200);
    expect(title(search.html)).toBe('Search results for crawlers &lt;b&gt; - Quorum Test');
    expect(meta(search.html, 'robots')).toBe('noindex');

    const tag = await page(server, '/tags/crawling');
    expect(tag.status).toBe(200);
    expect(title(tag.html)).toBe('crawling - Quorum Test');
    expect(canonical(tag.html)).toBe('http://quorum.test/tags/crawling');
    expect(tag.html).toContain('href="http://quorum.test/feed/tags/crawling.xml"');
    expect((await page(server, '/tags/no-such-tag')).status).toBe(404);

    const member = await page(server, `/users/${bob.username}`);
    expect(member.status).toBe(200);
    expect(title(member.html)).toBe('bob - Quorum Test');
    expect(meta(member.html, 'og:type')).toBe('profile');
    expect((await page(server, '/users/nobody-by-this-name')).status).toBe(404);
    // The app's own pages under /users/ and /questions/ are not members or questions.
    expect((await page(server, '/users/login')).status).toBe(200);
    expect((await page(server, '/questions/ask')).status).toBe(200);
  });

  it('shows visitors of a login-required site the shell alone', async () => {
    await server.kernel.settings.put('login', { login_required: true });
    try {
      const res = await page(server, `/questions/${question.id}/how-do-pages-reach-crawlers`);
      expect(res.status).toBe(200);
      // the shell as built, but for its scripts' nonce
      const shell = (html: string) => html.replace(/ nonce="[^"]+"/g, '');
      expect(shell(res.html)).toBe(SHELL);
      expect(shell((await page(server, '/questions/10019999999999999')).html)).toBe(SHELL);
      expect(shell((await page(server, '/tags/crawling')).html)).toBe(SHELL);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });
});
