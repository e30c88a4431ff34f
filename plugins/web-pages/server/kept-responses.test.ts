import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorCachePoint } from './api.ts';
import { decodedText, nonceOf, rawRequest, type RawResponse } from '../../../tests/support/raw-request.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { webDistSnapshot } from '../../../tests/e2e/support/server.ts';
import { API, answer, ask, questionPlugins, type QuestionData } from '../../questions/server/routes/question-test-kit.ts';
import type { MemoryVisitorCache } from './memory-visitor-cache.ts';
import { viewsOf } from '../../../tests/support/posts.ts';

/**
 * Records what a serveKept call answered in `front`, in call order: a member's answer made from
 * a kept one says so once made (before its client has its response: it is sent first).
 */
function record(front: boolean[], sent: boolean | Promise<boolean>): boolean | Promise<boolean> {
  const at = front.push(false) - 1;
  if (typeof sent === 'boolean') front[at] = sent;
  else void sent.then((s) => (front[at] = s));
  return sent;
}

/** The headers a response is compared by: all but its date and its request id. */
const sameParts = (r: RawResponse) => ({ status: r.status, headers: { ...r.headers, date: undefined, 'x-request-id': undefined } as RawResponse['headers'] });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };

/**
 * A signed-out visitor's kept response is sent again before express (kept-responses.ts, the
 * kernel asking the visitor cache's `serveKept` first): the same bytes, status and headers as
 * the app's but the request id (and a page's nonce), never to a member, gone with every write.
 */
describe.each(testEngines())('kept responses on %s', (engine) => {
  let server: TestServer;
  let dist: string;
  let author: TestUser;
  let visitors: MemoryVisitorCache;
  /** What each serveKept call answered: true when the front path sent the response. */
  let front: boolean[] = [];
  /** The server's log lines at info. */
  const lines: { msg: string; requestId?: string; method?: string; path?: string; status?: number }[] = [];
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => done(void lines.push(JSON.parse(chunk.toString()))) }));
  const html = `<!doctype html><html><head><title>Quorum</title><script type="module" src="/assets/app.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'quorum-dist-'));
    await writeFile(join(dist, 'index.html'), html);
    server = await startTestServer({ engine, webDist: dist, logger, plugins: [...questionPlugins(), 'votes', 'seo'] });
    author = await server.createUser({ rank: 1000 });
    visitors = server.kernel.host.extensions.one(VisitorCachePoint) as MemoryVisitorCache;
    // the real front path, its answers recorded
    const serveKept = visitors.serveKept.bind(visitors);
    visitors.serveKept = (req, res, id, member) => record(front, serveKept(req, res, id, member));
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a visitor\'s second read as the first was sent, before express, in each encoding', async () => {
    await ask(server, author);
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }, {}] as Record<string, string>[]) {
      front = [];
      const first = await rawRequest(server, `${API}/question/page?page=1`, headers);
      const second = await rawRequest(server, `${API}/question/page?page=1`, headers);
      expect(front).toEqual([false, true]);
      expect(first.status).toBe(200);
      expect(sameParts(second)).toEqual(sameParts(first));
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(JSON.parse(decodedText(second)).data.count).toBeGreaterThan(0);
    }
    // the same answer under HEAD: its headers, no body
    front = [];
    const head = [await rawRequest(server, `${API}/question/page?page=1`, BROWSER, 'HEAD'), await rawRequest(server, `${API}/question/page?page=1`, BROWSER, 'HEAD')];
    expect(front).toEqual([false, true]);
    expect(sameParts(head[1]!)).toEqual(sameParts(head[0]!));
    expect(head[1]!.body.length).toBe(0);
    // a client's own request id is kept, as express keeps it, and the access line is written
    front = [];
    expect((await rawRequest(server, `${API}/question/page?page=1`, { ...BROWSER, 'x-request-id': 'trace-42' })).headers['x-request-id']).toBe('trace-42');
    expect(front).toEqual([true]);
    await expect.poll(() => lines.find((l) => l.requestId === 'trace-42')).toMatchObject({ msg: 'request', method: 'GET', path: `${API}/question/page`, status: 200 });
  });

  it('lets express answer a conditional read (304) and drops everything on a write', async () => {
    const first = await rawRequest(server, `${API}/question/page?page=1&order=newest`, BROWSER);
    const etag = String(first.headers.etag);
    front = [];
    const again = await rawRequest(server, `${API}/question/page?page=1&order=newest`, { ...BROWSER, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(front).toEqual([false]);

    const count = JSON.parse(decodedText(first)).data.count as number;
    const asked = await ask(server, author);
    expect(visitors.responsesSize.entries).toBe(0);
    const after = await rawRequest(server, `${API}/question/page?page=1&order=newest`, BROWSER);
    expect(JSON.parse(decodedText(after)).data.count).toBe(count + 1);
    expect(JSON.parse(decodedText(after)).data.list[0].id).toBe(asked.id);
  });

  /**
   * Holds the next visitor answer drawn, once its reads are done, until `release`: so a write can
   * land while a visitor's read is still being built (the real cache and route, only delayed).
   */
  function holdNextDraw(): { drawn: Promise<void>; release: () => void } {
    const answer = visitors.answer;
    let reached!: () => void;
    let release!: () => void;
    const drawn = new Promise<void>((resolve) => (reached = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    visitors.answer = (key, compute, keep) => {
      visitors.answer = answer;
      return answer.call(visitors, key, async () => {
        const body = await compute();
        reached();
        await gate;
        return body;
      }, keep);
    };
    return { drawn, release };
  }

  it.each([
    ['an API answer', (q: QuestionData) => `${API}/question/info?id=${q.id}`, (r: RawResponse) => JSON.parse(decodedText(r)).code],
    ['a page', (q: QuestionData) => `/questions/${q.id}/${q.url_title}`, (r: RawResponse) => r.status],
  ])('never keeps %s that was being built when a write landed', async (_what, pathOf, outcome) => {
    const q = await ask(server, author);
    const path = pathOf(q);
    const held = holdNextDraw();
    const first = rawRequest(server, path, BROWSER);
    await held.drawn;
    expect((await server.api.delete(`${API}/question`, { id: q.id }, { token: author.token })).code).toBe(200);
    held.release();
    // the read that started before the delete shows the question; every read after it must not
    expect(outcome(await first)).toBe(200);
    front = [];
    expect(outcome(await rawRequest(server, path, BROWSER))).toBe(404);
    expect(outcome(await rawRequest(server, path, BROWSER))).toBe(404);
    // drawn again by the app after the write, not sent from before it
    expect(front[0]).toBe(false);
  });

  it('lets the app answer when the front path throws before sending, and cuts the connection after', async () => {
    const path = `${API}/question/page?page=1&order=active`;
    const identity = await rawRequest(server, path, BROWSER);
    const recorded = visitors.serveKept;
    try {
      // what a kept response had set before it threw (its encoding) must not reach the app's answer
      visitors.serveKept = (_req, res) => {
        res.setHeader('Content-Encoding', 'gzip');
        throw new Error('kept response broke before sending');
      };
      const answered = await rawRequest(server, path, BROWSER);
      expect(answered.status).toBe(200);
      expect(JSON.parse(decodedText(answered)).data).toEqual(JSON.parse(decodedText(identity)).data);
      visitors.serveKept = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"half');
        throw new Error('kept response broke while sending');
      };
      await expect(rawRequest(server, path, BROWSER)).rejects.toThrow();
    } finally {
      visitors.serveKept = recorded;
    }
    // the process is still serving
    expect((await rawRequest(server, path, BROWSER)).status).toBe(200);
    await expect.poll(() => lines.filter((l) => l.msg === 'front path failed').length).toBe(2);
  });

  it('sends a member their own answer made from a kept one, and never a visitor\'s as it is', async () => {
    const q = await ask(server, author);
    const voter = await server.createUser({ rank: 1000 });
    expect((await server.api.post(`${API}/vote/up`, { object_id: q.id }, { token: voter.token })).code).toBe(200);
    const path = `${API}/question/info?id=${q.id}`;
    await rawRequest(server, path, BROWSER);
    front = [];
    expect(JSON.parse(decodedText(await rawRequest(server, path, BROWSER))).data.vote_status).not.toBe('vote_up');
    const cookie = `quorum_session=${encodeURIComponent(voter.token)}`;
    const byToken = await rawRequest(server, path, { ...BROWSER, authorization: voter.token, cookie });
    expect(JSON.parse(decodedText(byToken)).data.vote_status).toBe('vote_up');
    // the member's read by token was made before express from the kept one
    expect(front).toEqual([true, true]);
  });

  it('sends a member the visitors\' kept page before express, by their session cookie, counting nothing for them', async () => {
    const member = await server.createUser({ rank: 1000 });
    const cookie = `quorum_session=${encodeURIComponent(member.token)}`;
    const q = await ask(server, author);
    const views = () => viewsOf(server, q.id);
    const before = await views();
    // the question's own address (its id alone answers 301 to it)
    const page = String((await rawRequest(server, `/questions/${q.id}`, BROWSER)).headers.location);
    // (this site's pages are the shell alone, whose reads the browser makes and counts)
    await rawRequest(server, page, BROWSER);
    front = [];
    const sent = await rawRequest(server, page, { ...BROWSER, cookie });
    expect(front).toEqual([true]);
    expect(sent.status).toBe(200);
    // the page holds nobody's own state: no shared cache keeps a member's own, and this is none
    expect(sent.headers['cache-control']).toBe('no-cache');
    expect(decodedText(sent)).not.toContain(member.token);
    // their browser's own read of the question counts their view, not the page
    await rawRequest(server, `${API}/question/info?id=${q.id}`, { ...BROWSER, authorization: member.token, cookie });
    await expect.poll(views, { timeout: 5_000 }).toBe(before + 1);
    // an API read by the cookie alone is a visitor's to express (the cookie authorises no API call)
    front = [];
    await rawRequest(server, `${API}/question/info?id=${q.id}`, { ...BROWSER, cookie });
    expect(front).toEqual([]);
  });

  it('leaves to express a page visitors are refused, and a cookie whose session is gone', async () => {
    const member = await server.createUser({ rank: 1000 });
    const cookie = `quorum_session=${encodeURIComponent(member.token)}`;
    const missing = '/questions/10019999999999999';
    expect((await rawRequest(server, missing, BROWSER)).status).toBe(404);
    front = [];
    // visitors' 404 may be a page the member may see (a post held for review, their own): drawn for them
    const refused = await rawRequest(server, missing, { ...BROWSER, cookie });
    expect(refused.status).toBe(404);
    expect(refused.headers['cache-control']).toBe('private, no-cache');
    expect(front).toEqual([false]);
    const q = await ask(server, author);
    const page = String((await rawRequest(server, `/questions/${q.id}`, BROWSER)).headers.location);
    expect((await server.api.get(`${API}/user/logout`, { token: member.token })).code).toBe(200);
    await rawRequest(server, page, BROWSER);
    front = [];
    // the revoked session's cookie is nobody's: express draws the page for a visitor
    const revoked = await rawRequest(server, page, { ...BROWSER, cookie });
    expect(revoked.status).toBe(200);
    expect(revoked.headers['cache-control']).toBe('no-cache');
    expect(front).toEqual([]);
  });

  /** The same read drawn by the app: the request decorator (and so the front path) set aside. */
  const drawnByApp = async (path: string, headers: Record<string, string>): Promise<RawResponse> => {
    const deps = server.kernel.routeDeps;
    const decorator = deps.decorator;
    deps.decorator = () => undefined;
    try {
      return await rawRequest(server, path, headers);
    } finally {
      deps.decorator = decorator;
    }
  };

  it('sends a member\'s answer before express as express would send it: the same bytes and headers', async () => {
    const member = await server.createUser({ rank: 1000 });
    const q = await ask(server, author);
    const { id } = await answer(server, author, q.id, `An answer long enough to be compressed. ${'Its words go on. '.repeat(80)}`);
    expect((await server.api.post(`${API}/vote/up`, { object_id: id }, { token: member.token })).code).toBe(200);
    const path = `${API}/answer/page?question_id=${q.id}&page=1&page_size=10`;
    // as a browser sends it: the token in its header, the session cookie beside it
    const browser = { ...BROWSER, authorization: member.token, cookie: `quorum_session=${encodeURIComponent(member.token)}` };
    for (const headers of [browser, { ...browser, 'accept-encoding': 'gzip' }, { authorization: member.token, cookie: browser.cookie }]) {
      // a visitor's read of the same URL in the same encodings keeps the response
      const { authorization: _token, cookie: _cookie, ...asVisitor } = headers as Record<string, string>;
      await rawRequest(server, path, asVisitor);
      front = [];
      const served = await rawRequest(server, path, headers);
      expect(front).toEqual([true]);
      const drawn = await drawnByApp(path, headers);
      expect(JSON.parse(decodedText(served)).data.list[0].vote_status).toBe('vote_up');
      expect(decodedText(served)).toBe(decodedText(drawn));
      expect(sameParts(served)).toEqual(sameParts(drawn));
    }
  });

  it('leaves to express a member whose cookie is missing or names another session, and a member\'s HEAD', async () => {
    const member = await server.createUser({ rank: 1000 });
    const other = await server.createUser({ rank: 1000 });
    const q = await ask(server, author);
    const path = `${API}/answer/page?question_id=${q.id}&page=1&page_size=10`;
    // a visitor's GET and HEAD keep their responses
    await rawRequest(server, path, BROWSER);
    await rawRequest(server, path, BROWSER, 'HEAD');
    front = [];
    const stale = await rawRequest(server, path, { ...BROWSER, authorization: member.token, cookie: `quorum_session=${encodeURIComponent(other.token)}` });
    // express puts the token's own session in the cookie
    expect(String(stale.headers['set-cookie'])).toContain(encodeURIComponent(member.token));
    const without = await rawRequest(server, path, { ...BROWSER, authorization: member.token });
    expect(String(without.headers['set-cookie'])).toContain(encodeURIComponent(member.token));
    const cookie = `quorum_session=${encodeURIComponent(member.token)}`;
    await rawRequest(server, path, { ...BROWSER, authorization: member.token, cookie }, 'HEAD');
    // only the HEAD was offered the front path (the others are not a member's plain read), and declined it
    expect(front).toEqual([false]);
    // and the same member's plain read, as a browser sends it, before express
    await rawRequest(server, path, { ...BROWSER, authorization: member.token, cookie });
    expect(front).toEqual([false, true]);
  });

  it('makes the next member\'s answer before express from a member\'s read, and never sends a member\'s own to another', async () => {
    const [voter, reader] = [await server.createUser({ rank: 1000 }), await server.createUser({ rank: 1000 })];
    const q = await ask(server, author);
    const { id } = await answer(server, author, q.id);
    expect((await server.api.post(`${API}/vote/up`, { object_id: id }, { token: voter.token })).code).toBe(200);
    const path = `${API}/answer/page?question_id=${q.id}&page=1&page_size=10`;
    const as = (member: TestUser) => ({ ...BROWSER, authorization: member.token, cookie: `quorum_session=${encodeURIComponent(member.token)}` });
    const voteOf = (r: RawResponse) => JSON.parse(decodedText(r)).data.list[0].vote_status;
    front = [];
    expect(voteOf(await rawRequest(server, path, as(voter)))).toBe('vote_up');
    expect(voteOf(await rawRequest(server, path, as(reader)))).toBe('');
    expect(voteOf(await rawRequest(server, path, as(voter)))).toBe('vote_up');
    expect(voteOf(await rawRequest(server, path, BROWSER))).toBe('');
    // the voter's read was drawn by express; the reader's and the voter's again made before it; the visitor's drawn for visitors
    expect(front).toEqual([true, true, false]);
  });

  it('keeps a member\'s read of what is the same for everyone for members only', async () => {
    const member = await server.createUser({ rank: 1000 });
    const path = `${API}/question/page?page=1&order=hot`;
    await ask(server, author);
    front = [];
    const headers = { ...BROWSER, authorization: member.token, cookie: `quorum_session=${encodeURIComponent(member.token)}` };
    const drawn = await rawRequest(server, path, headers);
    const again = await rawRequest(server, path, headers);
    // the second member read came from the first's response; a visitor's is drawn for visitors
    const visitor = await rawRequest(server, path, BROWSER);
    expect(front).toEqual([true, false]);
    expect(again.body.equals(drawn.body)).toBe(true);
    expect(JSON.parse(decodedText(visitor)).data).toEqual(JSON.parse(decodedText(drawn)).data);
  });

  it('counts a question\'s view for each visitor given its kept answer', async () => {
    const q = await ask(server, author);
    const path = `${API}/question/info?id=${q.id}`;
    front = [];
    for (let i = 0; i < 4; i += 1) expect((await rawRequest(server, path, BROWSER)).status).toBe(200);
    expect(front).toEqual([false, true, true, true]);
    // the author's own read (never kept) counts the fifth and sees all five
    expect((await server.api.get<{ view_count: number }>(`${API}/question/info`, { query: { id: q.id }, token: author.token })).data.view_count).toBe(5);
  });

  it('sends a kept page under a fresh nonce each time, in its header and its body', async () => {
    const identity = await rawRequest(server, '/questions?page=3');
    front = [];
    const pages = [await rawRequest(server, '/questions?page=3', BROWSER), await rawRequest(server, '/questions?page=3', BROWSER), await rawRequest(server, '/questions?page=3', BROWSER)];
    expect(front).toEqual([false, true, true]);
    const nonces = pages.map(nonceOf);
    expect(new Set([nonceOf(identity), ...nonces]).size).toBe(4);
    for (const [i, res] of pages.entries()) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(sameParts(res).headers['content-security-policy']).toBe(String(pages[0]!.headers['content-security-policy']).replace(nonces[0]!, nonces[i]!));
      expect({ ...sameParts(res).headers, 'content-security-policy': undefined }).toEqual({ ...sameParts(pages[0]!).headers, 'content-security-policy': undefined });
      expect(decodedText(res)).toBe(decodedText(identity).split(nonceOf(identity)).join(nonces[i]!));
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    // HEAD: the headers of the page as it is (its length), no body
    front = [];
    const head = [await rawRequest(server, '/questions?page=3', BROWSER, 'HEAD'), await rawRequest(server, '/questions?page=3', BROWSER, 'HEAD')];
    expect(front).toEqual([false, true]);
    expect(head[1]!.status).toBe(200);
    expect(head[1]!.body.length).toBe(0);
    expect(head.map((r) => Number(r.headers['content-length']))).toEqual([identity.body.length, identity.body.length]);
    // brotli alone: compressed per response by the app, never kept whole
    front = [];
    const br = [await rawRequest(server, '/questions?page=3', { 'accept-encoding': 'br' }), await rawRequest(server, '/questions?page=3', { 'accept-encoding': 'br' })];
    expect(front).toEqual([false, false]);
    expect(decodedText(br[1]!)).toBe(decodedText(identity).split(nonceOf(identity)).join(nonceOf(br[1]!)));
  });
});

/** A rendered question page sent before express still counts its view (the render's question/info read, replayed). */
describe.each(testEngines())('a kept question page sent before express on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let front: boolean[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engine, ...webDistSnapshot(), plugins: [...questionPlugins(), 'users', 'search', 'search-sql', 'seo'] });
    author = await server.createUser({ rank: 1000 });
    const visitors = server.kernel.host.extensions.one(VisitorCachePoint) as MemoryVisitorCache;
    const serveKept = visitors.serveKept.bind(visitors);
    visitors.serveKept = (req, res, id, member) => {
      const sent = serveKept(req, res, id, member);
      // count the page requests alone (the kept API answers go out on this front path too)
      return req.url?.startsWith('/questions/') ? record(front, sent) : sent;
    };
  }, 120_000);
  afterAll(() => server.close());

  it('counts a view for each visitor given the kept page', async () => {
    const q = await ask(server, author, { title: 'How are kept pages counted' });
    const path = `/questions/${q.id}/how-are-kept-pages-counted`;
    const views = () => viewsOf(server, q.id);
    // the admin signs in (a write, which drops what is kept) before the page is kept
    await server.admin();
    const first = await rawRequest(server, path, BROWSER);
    expect(first.status).toBe(200);
    expect(decodedText(first)).toContain('How are kept pages counted');
    await expect.poll(views, { timeout: 5_000 }).toBe(1);
    front = [];
    for (let i = 0; i < 3; i += 1) expect(decodedText(await rawRequest(server, path, BROWSER))).toContain('How are kept pages counted');
    expect(front).toEqual([true, true, true]);
    await expect.poll(views, { timeout: 5_000 }).toBe(4);
  });
});
