import { request } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, ask, questionPlugins } from '../../plugins/questions/server/routes/question-test-kit.ts';
import { webDistSnapshot } from '../e2e/support/server.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';

/**
 * The server render's limits (web-pages): a deadline, a stop when the client leaves, and a cap
 * on renders at once, each met with real page requests; past a limit the page is the plain shell
 * (the browser renders it) and a log line says why.
 */

/** The app as rendered into the root element, up to the render's data ('' for the plain shell). */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="quorum-ssr"/.exec(html)?.[1] ?? '';

describe.each(testEngines())('server render limits on %s', (engine) => {
  let server: TestServer;
  let member: TestUser;
  let path: string;
  const lines: { msg: string; why?: string }[] = [];
  const logged = (msg: string) => lines.filter((l) => l.msg === msg).length;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { msg: string });
        done();
      },
    });
    server = await startTestServer({ engine, ...webDistSnapshot(), plugins: [...questionPlugins(), 'users', 'seo'], logger: pino({ level: 'warn' }, sink) });
    member = await server.createUser({ rank: 1000 });
    // a member who reads the site in another language than its own: their pages are drawn for them
    expect((await server.api.put('/answer/api/v1/user/interface', { language: 'zh_CN' }, { token: member.token })).code).toBe(200);
    const question = await ask(server, member, { title: 'How long may a page take to draw', tags: [{ slug_name: 'limits' }] });
    await answer(server, member, question.id, 'Long enough to be worth drawing, not longer.');
    path = `/questions/${question.id}/how-long-may-a-page-take-to-draw`;
  }, 120_000);
  afterAll(() => server.close());

  const limits = (config: { render_slots?: number; render_deadline_ms?: number }) =>
    server.kernel.host.setConfig(server.kernel.db, 'web-pages', config, server.kernel.clock.now());
  /** The member's page: drawn for them each time (never the visitors' kept copy, which is in the site's language). */
  const page = async () => {
    const res = await fetch(new URL(path, server.url), { headers: { cookie: `quorum_session=${encodeURIComponent(member.token)}` } });
    return { status: res.status, html: await res.text() };
  };

  // Generous deadlines where a page must render: a cold render on a loaded machine takes seconds.
  it('renders the page within the limits', async () => {
    await limits({ render_deadline_ms: 60_000 });
    const res = await page();
    expect(res.status).toBe(200);
    expect(root(res.html)).toContain('How long may a page take to draw');
  });

  it('stops a render past its deadline and sends the shell with the page head', async () => {
    await limits({ render_deadline_ms: 1 });
    // A render whose reads are all kept can finish inside 1 ms and is rightly not stopped; of a
    // few renders, one is past it.
    const pastDeadline = () => logged('server render: past its deadline, stopped');
    let stopped: { status: number; html: string } | undefined;
    for (let tries = 0; tries < 20 && !stopped; tries += 1) {
      const before = pastDeadline();
      const res = await page();
      expect(res.status).toBe(200);
      if (pastDeadline() > before) stopped = res;
    }
    expect(stopped).toBeDefined();
    expect(root(stopped!.html)).toBe('');
    expect(stopped!.html).toContain('<div id="root"></div>');
    expect(stopped!.html).toContain('<title>How long may a page take to draw');
  });

  it('sends the shell past the cap on renders at once, and renders again once a slot is free', async () => {
    await limits({ render_slots: 1, render_deadline_ms: 60_000 });
    const before = logged('server render: every slot busy, the page goes out as the shell');
    const pages = await Promise.all(Array.from({ length: 6 }, page));
    expect(pages.map((p) => p.status)).toEqual(Array(6).fill(200));
    const rendered = pages.filter((p) => root(p.html).includes('How long may a page take to draw')).length;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThan(6);
    expect(logged('server render: every slot busy, the page goes out as the shell') - before).toBe(6 - rendered);
    expect(root((await page()).html)).toContain('How long may a page take to draw');
  });

  it("does not keep a visitor's shell sent for want of a render: the next visitor gets the content", async () => {
    await limits({ render_deadline_ms: 1 });
    const cut = await fetch(new URL(path, server.url));
    expect(root(await cut.text())).toBe('');
    await limits({ render_deadline_ms: 60_000 });
    // while the visitor cache keeps pages a kept page would come back as the shell
    expect(root(await (await fetch(new URL(path, server.url))).text())).toContain('How long may a page take to draw');
  });

  it('stops the render of a client that left, and frees its slot', async () => {
    await limits({ render_slots: 1, render_deadline_ms: 60_000 });
    const before = logged('server render: the client left, stopped');
    const url = new URL(path, server.url);
    await new Promise<void>((resolve) => {
      const call = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { cookie: `quorum_session=${encodeURIComponent(member.token)}` } });
      call.on('error', () => resolve());
      // the request is sent whole, then the client hangs up before any answer
      call.on('finish', () => setImmediate(() => {
        call.destroy();
        resolve();
      }));
      call.end();
    });
    await expect.poll(() => logged('server render: the client left, stopped') - before, { timeout: 15_000, interval: 50 }).toBe(1);
    // with one slot, the next page renders: the stopped render gave its slot back
    await expect.poll(async () => root((await page()).html).includes('How long may a page take to draw'), { timeout: 15_000, interval: 100 }).toBe(true);
  });
});
