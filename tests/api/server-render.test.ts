import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, ask, questionPlugins } from '../../plugins/questions/server/routes/question-test-kit.ts';
import { webDistSnapshot } from '../e2e/support/server.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { VisitorCachePoint } from '../../plugins/web-pages/server/api.ts';
import { viewsOf } from '../support/posts.ts';

/**
 * Public pages rendered by React on the server (web/src/entry-server.tsx through the kernel),
 * read with a plain HTTP client: no JavaScript runs, so whatever is asserted here is in the HTML.
 */

interface Page { status: number; location: string | null; html: string }

async function page(server: TestServer, path: string, member?: TestUser): Promise<Page> {
  const headers: Record<string, string> = member ? { cookie: `quorum_session=${encodeURIComponent(member.token)}` } : {};
  const res = await fetch(new URL(path, server.url), { redirect: 'manual', headers });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** The app as rendered into the root element. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="quorum-ssr"/.exec(html)?.[1] ?? '';
/** The data the page hands the browser to hydrate with. */
const ssrData = (html: string) => {
  const found = /<script type="application\/json" id="quorum-ssr"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as { user: { username: string } | null; swr: Record<string, unknown>; language: string }) : undefined;
};
/** A member's own part of the visitors' page they were sent. */
const memberData = (html: string) => {
  const found = /<script type="application\/json" id="quorum-member"[^>]*>([\s\S]*?)<\/script>\s*<\/body>/.exec(html);
  return found ? (JSON.parse(found[1]!) as { user: { username: string; access_token: string }; swr: Record<string, unknown>; unread: string[] }) : undefined;
};
const swrPaths = (html: string) => Object.keys(ssrData(html)?.swr ?? {}).map((key) => /"(\/[^"]+)"/.exec(key.replace(/^@"\/answer\/api\/v1",/, ''))?.[1]);
const rowTitles = (html: string) => [...root(html).matchAll(/data-testid="question-row"[\s\S]*?<a [^>]*href="\/questions\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe.each(testEngines())('server-rendered public pages on %s', (engine) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let question: { id: string };
  let slugPath: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, ...webDistSnapshot(), plugins: [...questionPlugins(), 'votes', 'comments', 'follow', 'users', 'search', 'search-sql', 'seo', 'theme-default'] });
    alice = await server.createUser({ name: 'alice', rank: 1000 });
    bob = await server.createUser({ name: 'bob', rank: 1000 });
    // 21 older questions: the list's second page holds the oldest.
    for (let i = 1; i <= 21; i++) await ask(server, alice, { title: `Filler question number ${i} for paging`, tags: [{ slug_name: 'filler' }] });
    question = await ask(server, alice, { title: 'How do pages reach crawlers', content: 'Crawlers read **HTML** before any script runs.', tags: [{ slug_name: 'crawling' }] });
    slugPath = `/questions/${question.id}/how-do-pages-reach-crawlers`;
    const accepted = await answer(server, bob, question.id, 'Render the page on the server, then hydrate it.');
    await answer(server, alice, question.id, 'A second answer that is not accepted.');
    await server.api.post('/answer/api/v1/answer/acceptance', { question_id: question.id, answer_id: accepted.id }, { token: alice.token });
    await server.api.post('/answer/api/v1/comment', { object_id: question.id, original_text: 'A comment the HTML carries too.' }, { token: bob.token });
  }, 120_000);
  afterAll(() => server.close());

  let zh: TestUser | undefined;
  /** A member who reads the site in Chinese (it is in English): their pages are drawn for them. */
  const chinese = async (): Promise<TestUser> => {
    if (zh) return zh;
    const member = await server.createUser({ rank: 1000 });
    expect((await server.api.put('/answer/api/v1/user/interface', { language: 'zh_CN' }, { token: member.token })).code).toBe(200);
    return (zh = member);
  };

  it('renders a question page with its title, body, answers, comments, head and hydration data', async () => {
    const res = await page(server, slugPath);
    expect(res.status).toBe(200);
    const app = root(res.html);
    expect(app).toContain('data-testid="question-title">How do pages reach crawlers</h1>');
    expect(app).toContain('<strong>HTML</strong>');
    expect(app).toContain('Render the page on the server, then hydrate it.');
    expect(app).toContain('A second answer that is not accepted.');
    expect(app).toContain('A comment the HTML carries too.');
    // the head seo writes is kept around the rendered app
    expect(res.html).toContain('<title>How do pages reach crawlers - Quorum Test</title>');
    expect(res.html).toContain(`<link rel="canonical" href="http://quorum.test${slugPath}" />`);
    expect(res.html).toMatch(/<meta name="description" content="Crawlers read HTML before any script runs\./);
    expect(res.html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">/);
    expect(res.html).toContain('"@type":"QAPage"');
    // what the client's hooks ask for on first render is in the data, keyed as swr keys it
    const data = ssrData(res.html)!;
    expect(data.user).toBeNull();
    expect(swrPaths(res.html)).toEqual(expect.arrayContaining(['/question/info', '/answer/page', '/comment/page', '/plugin/status']));
  });

  it('puts the CSP nonce of the response on every script of a rendered page', async () => {
    const res = await fetch(new URL(slugPath, server.url));
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    // the shell's module, the JSON-LD and the render's data at least
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
  });

  it('keeps a visitor\'s page briefly: the same page under a fresh nonce each time, a write shows at once, views still count', async () => {
    const views = () => viewsOf(server, question.id);
    const first = await fetch(new URL(slugPath, server.url));
    const second = await fetch(new URL(slugPath, server.url));
    const nonces = [first, second].map((res) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]);
    expect(nonces[0]).not.toBe(nonces[1]);
    const [a, b] = [await first.text(), await second.text()];
    expect(b.split(nonces[1]!).join('N')).toBe(a.split(nonces[0]!).join('N'));
    for (const tag of b.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(` nonce="${nonces[1]}"`);

    const before = await views();
    await page(server, slugPath);
    // the kept page's read of the question still counts the view (the replay is not awaited)
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 1);

    const carol = await server.createUser({ rank: 1000 });
    // a refused write changes nothing and keeps the visitors' copies (no one can flush them at will)
    const generation = () => server.kernel.host.extensions.one(VisitorCachePoint)!.key('en_US', '/', {});
    const kept = await generation();
    const refused = await server.api.post('/answer/api/v1/user/login/email', { e_mail: 'nobody@quorum.test', pass: 'wrong-password' });
    expect(refused.code).not.toBe(200);
    expect(await generation()).toBe(kept);
    // a made-up parameter is drawn afresh, not kept as another copy of the page
    expect((await page(server, `${slugPath}?utm=1`)).status).toBe(200);

    const added = await answer(server, carol, question.id, 'An answer written after the page was kept.');
    expect(root((await page(server, slugPath)).html)).toContain('An answer written after the page was kept.');
    await server.api.delete('/answer/api/v1/answer', { id: added.id }, { token: carol.token });
    expect(root((await page(server, slugPath)).html)).not.toContain('An answer written after the page was kept.');
    // a member is sent the visitors' page, with their own part for their browser to take once hydrated
    const asBob = await page(server, slugPath, bob);
    expect(ssrData(asBob.html)?.user).toBeNull();
    expect(root(asBob.html)).toContain('Render the page on the server, then hydrate it.');
    expect(memberData(asBob.html)?.user.username).toBe('bob');
  });

  it('renders the question list for each sort and page', async () => {
    const newest = await page(server, '/questions?order=newest');
    expect(newest.status).toBe(200);
    expect(rowTitles(newest.html)).toHaveLength(20);
    expect(rowTitles(newest.html)[0]).toBe('How do pages reach crawlers');
    expect(newest.html).toContain(`href="${slugPath}"`);
    const second = await page(server, '/questions?order=newest&page=2');
    expect(rowTitles(second.html)).toEqual(['Filler question number 2 for paging', 'Filler question number 1 for paging']);
    const unanswered = await page(server, '/questions?order=unanswered');
    expect(rowTitles(unanswered.html)).not.toContain('How do pages reach crawlers');
    expect(rowTitles(unanswered.html).length).toBeGreaterThan(0);
    const home = await page(server, '/');
    expect(home.status).toBe(200);
    expect(rowTitles(home.html)).toContain('How do pages reach crawlers');
  });

  it('renders the tag list, a tag with its questions, a member and search results', async () => {
    const tags = root((await page(server, '/tags')).html);
    expect(tags).toContain('href="/tags/crawling"');
    expect(tags).toContain('href="/tags/filler"');
    const tag = await page(server, '/tags/crawling');
    expect(tag.status).toBe(200);
    expect(rowTitles(tag.html)).toEqual(['How do pages reach crawlers']);
    const member = await page(server, '/users/bob');
    expect(member.status).toBe(200);
    expect(root(member.html)).toContain('data-testid="profile-head"');
    expect(root(member.html)).toContain('bob');
    // the search index is written after the ask returns
    await expect.poll(async () => root((await page(server, '/search?q=crawlers')).html), { timeout: 10_000 }).toContain(`href="${slugPath}"`);
  });

  it('keeps the 404 and 301 answers, with no render for them', async () => {
    const missing = await page(server, '/questions/10019999999999999');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect(missing.html).not.toContain('quorum-ssr');
    const moved = await page(server, `/questions/${question.id}?x=1`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`${slugPath}?x=1`);
    expect((await page(server, '/tags/no-such-tag')).status).toBe(404);
  });

  it('answers 404 with the shell for a path no web route answers, and keeps the app\'s own pages, files and feeds', async () => {
    for (const path of ['/no-such-page', '/questions/abc', `/questions/${question.id}/a/b/c`, '/tags/crawling/more', '/admin-no-such']) {
      const res = await page(server, path);
      expect(res.status, path).toBe(404);
      // the app's router draws its not-found page from the shell, as for an unknown question
      expect(res.html, path).toContain('<div id="root"></div>');
    }
    const known = ['/questions/ask', '/tags/create', '/users/login', '/users/settings/profile', '/admin', '/admin/questions', '/install', '/50x', '/maintenance', '/robots.txt', '/sitemap.xml', '/feed/questions.xml', '/custom.css'];
    known.push(/src="(\/assets\/[^"]+)"/.exec((await page(server, '/')).html)![1]!);
    // (an installed site's /install sends the browser home)
    for (const path of known) expect((await page(server, path)).status, path).toBeLessThan(400);
    // a member's page is decided by the same routes
    expect((await page(server, '/no-such-page', bob)).status).toBe(404);
    expect((await page(server, '/users/settings/profile', bob)).status).toBe(200);
  });

  it('sends a member the visitors\' page with their own part, and draws their own for one who chose another language than the site\'s', async () => {
    const cookie = (member: TestUser) => ({ cookie: `quorum_session=${encodeURIComponent(member.token)}` });
    expect((await server.api.post('/answer/api/v1/vote/up', { object_id: question.id, is_cancel: false }, { token: bob.token })).code).toBe(200);
    const visitors = await page(server, slugPath, bob);
    expect(ssrData(visitors.html)!.user).toBeNull();
    // what only visitors see is marked, for the shell to hide while this browser's reader is settled
    expect(root(visitors.html)).toMatch(/class="[^"]*q-visitor-only[^"]*" data-testid="login-link"/);
    expect(visitors.html).not.toContain(bob.token);
    // their own part: who they are (without the token) and each read the page hands over, made as them
    const part = memberData(visitors.html)!;
    expect(part.user).toMatchObject({ username: 'bob', access_token: '' });
    // a read that answers members as it answers visitors is not made again: the page's own answer is theirs
    const handed = Object.keys(ssrData(visitors.html)!.swr);
    expect(Object.keys(part.swr).every((key) => handed.includes(key))).toBe(true);
    expect(handed.filter((key) => key.includes('"/plugin/status"'))).toHaveLength(1);
    expect(Object.keys(part.swr).filter((key) => key.includes('"/plugin/status"'))).toEqual([]);
    expect(part.unread).toEqual([]);
    const infoKey = Object.keys(part.swr).find((key) => key.includes('"/question/info"'))!;
    expect(part.swr[infoKey]).toMatchObject({ id: question.id, vote_status: 'vote_up' });
    expect(ssrData(visitors.html)!.swr[infoKey]).toMatchObject({ id: question.id, vote_status: '' });
    // a visitor's page has no one's part, and a member's may be kept by no shared cache
    expect(memberData((await page(server, slugPath)).html)).toBeUndefined();
    expect((await fetch(new URL(slugPath, server.url), { headers: cookie(bob) })).headers.get('cache-control')).toBe('private, no-cache');
    expect((await fetch(new URL(slugPath, server.url))).headers.get('cache-control')).toBe('no-cache');
    expect((await server.api.post('/answer/api/v1/vote/up', { object_id: question.id, is_cancel: true }, { token: bob.token })).code).toBe(200);

    const zhao = await server.createUser({ name: 'zhao', rank: 1000 });
    expect((await server.api.put('/answer/api/v1/user/interface', { language: 'zh_CN' }, { token: zhao.token })).code).toBe(200);
    const own = await page(server, slugPath, zhao);
    expect(own.status).toBe(200);
    expect(ssrData(own.html)).toMatchObject({ user: { username: 'zhao' }, language: 'zh_CN' });
    // the session token never reaches the page, and no shared cache may keep a member's own page
    expect(own.html).not.toContain(zhao.token);
    const headers = (await fetch(new URL(slugPath, server.url), { headers: cookie(zhao) })).headers;
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.get('vary')).toMatch(/Cookie/);
    expect(root(own.html)).toContain('data-testid="user-menu"');
    expect(root(own.html)).not.toContain('data-testid="login-link"');
  });

  it('draws every part of a page in place: nothing waits for a script to be shown', async () => {
    for (const member of [undefined, await chinese()]) {
      const html = root((await page(server, slugPath, member)).html);
      expect(html).toContain('Render the page on the server, then hydrate it.');
      // an outlined boundary is a hidden segment and an inline script that moves it into place
      expect(html).not.toMatch(/<div hidden id="S:|<template id="B:|\$RC\(/);
    }
  });

  it('draws a page again from what its last drawing read, finding what it reads anew and handing over only what it reads', async () => {
    const q = await ask(server, alice, { title: 'A question whose reads change between renders' });
    // a member's own page, drawn for them each time
    const reader = await chinese();
    // the question's own address (its id alone answers 301 to it)
    const path = (await page(server, `/questions/${q.id}`, reader)).location!;
    const first = await page(server, path, reader);
    expect(first.status).toBe(200);
    const again = await page(server, path, reader);
    expect(swrPaths(again.html).sort()).toEqual(swrPaths(first.html).sort());
    expect(root(again.html)).toContain('A question whose reads change between renders');
    // an answer with a comment: its comments are a read the last drawing did not make
    const added = await answer(server, bob, q.id, 'An answer that arrived between two renders.');
    await server.api.post('/answer/api/v1/comment', { object_id: added.id, original_text: 'A comment on the new answer.' }, { token: alice.token });
    const grown = await page(server, path, reader);
    expect(root(grown.html)).toContain('A comment on the new answer.');
    // and once it is gone, its reads are no longer handed over
    expect((await server.api.delete('/answer/api/v1/answer', { id: added.id }, { token: bob.token })).code).toBe(200);
    const shrunk = await page(server, path, reader);
    expect(root(shrunk.html)).not.toContain('An answer that arrived between two renders.');
    expect(Object.keys(ssrData(shrunk.html)!.swr).some((key) => key.includes(added.id))).toBe(false);
  });

  it('draws the editor\'s placeholder for a member, not the editor: its code loads in the browser alone', async () => {
    // the question page's answer form: bytemd mounts in an effect, so the server drew an empty box
    // anyway, and loading it held ~10 MB of the server's heap (docs/perf.md, 2026-11-29 14:03 UTC)
    const app = root((await page(server, slugPath, await chinese())).html);
    expect(app).toMatch(/<div class="q-editor" data-testid="answer-editor" style="min-height:360px" aria-busy="true"><\/div>/);
    expect(app).not.toContain('bytemd');
  });

  it('counts one view for a rendered question page: its head and its render share one read of the question', async () => {
    const views = () => viewsOf(server, question.id);
    const reader = await chinese();
    const before = await views();
    // a member's own page is drawn for them each time (never kept), head and render both
    const res = await page(server, slugPath, reader);
    expect(res.html).toContain('<title>How do pages reach crawlers - Quorum Test</title>');
    expect(root(res.html)).toContain('data-testid="question-title">How do pages reach crawlers</h1>');
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 1);
    await page(server, slugPath, reader);
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 2);
    // sent the visitors' page with their own part (their browser reads nothing again), a member's visit counts once
    await page(server, slugPath, bob);
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 3);
    await page(server, slugPath, bob);
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 4);
  });

  it('counts no view for a redirect to the question\'s address, for a member or a visitor: the page it leads to counts one', async () => {
    const views = () => viewsOf(server, question.id);
    for (const reader of [await chinese(), undefined]) {
      const before = await views();
      const moved = await page(server, `/questions/${question.id}`, reader);
      expect(moved.status).toBe(301);
      expect((await page(server, moved.location!, reader)).status).toBe(200);
      await expect.poll(views, { timeout: 5_000 }).toBe(before + 1);
    }
  });

  it('escapes what members wrote in the rendered page and in its data', async () => {
    const hostile = await ask(server, alice, { title: 'Why </script><script>alert(1)</script> breaks', content: 'Body with <img src=x onerror=alert(2)> in it.' });
    const moved = await page(server, `/questions/${hostile.id}`);
    const res = await page(server, moved.location!);
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('<script>alert(1)</script>');
    expect(res.html).not.toMatch(/<img[^>]*onerror/);
    expect(ssrData(res.html)).toBeDefined();
  });

  it('draws the theme plugin\'s style into the page, so the first paint has the site\'s colors', async () => {
    // /tags: /questions is kept for visitors a while, and the next test changes its settings underneath.
    const app = root((await page(server, '/tags')).html);
    expect(app).toContain('<div class="q-theme-slot" data-slot="layout.theme">');
    expect(app).toContain(':root { --q-primary: #0033ff; }');
    expect(app).toContain('.q-app .q-header { background: var(--q-primary); color: var(--q-primary-contrast); }');
  });

  it('renders the custom header and footer HTML in place; the custom head is left to the browser (after 1 s, SPEC)', async () => {
    await server.kernel.settings.put('custom_css_html', {
      custom_header: '<div class="banner">Site-wide notice</div>', custom_footer: '<p class="legal">Footer words</p>', custom_head: '<meta name="x-custom" content="later" />',
    });
    try {
      const res = await page(server, '/questions');
      const app = root(res.html);
      expect(app).toContain('<div class="q-custom-header"><div class="banner">Site-wide notice</div></div><header');
      expect(app).toContain('<div class="q-custom-footer"><p class="legal">Footer words</p></div><footer');
      expect(res.html).not.toContain('<meta name="x-custom"');
    } finally {
      await server.kernel.settings.put('custom_css_html', { custom_header: '', custom_footer: '', custom_head: '' });
    }
  });

  it('renders nothing of a login-required site for a visitor, and the page for a member', async () => {
    await server.kernel.settings.put('login', { login_required: true });
    try {
      for (const path of [slugPath, '/questions', '/tags/crawling', '/users/bob', '/search?q=crawlers']) {
        const res = await page(server, path);
        expect(res.html, path).toContain('<div id="root"></div>');
        expect(res.html, path).not.toContain('quorum-ssr');
        expect(res.html, path).not.toContain('How do pages reach crawlers');
      }
      expect(root((await page(server, slugPath, bob)).html)).toContain('Render the page on the server, then hydrate it.');
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });
});
