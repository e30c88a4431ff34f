import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../../tests/support/test-server.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';
import { contentSecurityPolicy, createNonce } from '../../../web-pages/server/api.ts';

/**
 * Every payload is rendered by the real server, then opened in headless Chromium inside a
 * page that records any call to `__pwn()` (and `alert`). Both what runs by itself and what
 * would need a hover or click are checked: the first by executing, the second by scanning
 * the DOM for handlers and script URLs.
 */
const ORIGIN = 'http://xss.test';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Two trusted sentinels fire after the post has been parsed: a failing image (like the
 * payloads' `onerror`) and an open `<details>` (like `ontoggle`). Once both have fired,
 * any payload event queued the same way has had its turn. The head script listens for them
 * in the capture phase, before the body is parsed, so the events cannot fire before anyone
 * listens; it carries the page's nonce, so it also runs under the site's policy.
 */
function page(postHtml: string, nonce: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><script nonce="${nonce}">
window.__xss = []; window.__sentinels = 0;
window.__pwn = () => window.__xss.push('pwned');
window.alert = window.confirm = window.prompt = window.__pwn;
document.addEventListener('error', (e) => { if (e.target.id === 'sentinel-img') window.__sentinels++; }, true);
document.addEventListener('toggle', (e) => { if (e.target.id === 'sentinel-details') window.__sentinels++; }, true);
</script></head><body><div id="post">${postHtml}</div>
<img id="sentinel-img" src="/missing.png">
<details id="sentinel-details" open><summary>s</summary></details>
</body></html>`;
}

/** What in the post would run on a hover or a click, or should not be there at all. */
function scanPost(): string[] {
  const problems: string[] = [];
  const forbidden = 'script,iframe,frame,object,embed,form,style,svg,math,base,meta,link,textarea,button,select,video,audio,source,noscript';
  const post = document.getElementById('post')!;
  for (const el of post.querySelectorAll(forbidden)) problems.push(`<${el.tagName.toLowerCase()}> element`);
  for (const el of post.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} on <${el.tagName.toLowerCase()}>`);
      if (name === 'style' && !/^text-align:(left|right|center);?$/.test(attr.value)) problems.push(`style="${attr.value}"`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'srcset'].includes(name)) {
        const squashed = attr.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
        if (/^(javascript|vbscript|data):/.test(squashed)) problems.push(`${name}="${attr.value}"`);
      }
    }
  }
  for (const a of post.querySelectorAll('a')) {
    if (a.getAttribute('rel') !== 'nofollow ugc') problems.push(`link without rel="nofollow ugc": ${a.outerHTML}`);
    if (a.hasAttribute('target')) problems.push(`link with target: ${a.outerHTML}`);
  }
  return problems;
}

let context: BrowserContext;
let tab: Page;
let profile: string;
const pages = new Map<string, { html: string; policy?: string }>();

/**
 * Opens `html` as the post of a fresh page and reports what ran and what the DOM holds; with
 * `underPolicy` the page is served with the Content-Security-Policy the site's pages carry.
 */
async function open(html: string, { underPolicy = false } = {}): Promise<{ executed: number; problems: string[] }> {
  const path = `/post/${pages.size}`;
  const nonce = createNonce();
  pages.set(path, { html: page(html, nonce), policy: underPolicy ? contentSecurityPolicy(nonce) : undefined });
  await tab.goto(`${ORIGIN}${path}`);
  // Bounded so a payload that breaks the page apart fails as a finding, not a time-out.
  const settled = await tab.waitForFunction(() => (window as any).__sentinels === 2, undefined, { timeout: 5_000 }).then(() => true, () => false);
  const executed = await tab.evaluate(() => (window as any).__xss.length as number);
  const problems = await tab.evaluate(scanPost);
  return { executed, problems: settled ? problems : ['the page never settled (markup escaped the post)', ...problems] };
}

beforeAll(async () => {
  profile = await mkdtemp(join(tmpdir(), 'quorum-xss-chromium-'));
  context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  // Nothing leaves the machine: the test origin is served from memory, everything else 404s.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const served = url.origin === ORIGIN ? pages.get(url.pathname) : undefined;
    if (served) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: served.html, headers: served.policy ? { 'Content-Security-Policy': served.policy } : {} });
    if (url.pathname === '/x.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: '__pwn()' });
    if (url.pathname === '/x.css') return route.fulfill({ status: 200, contentType: 'text/css', body: 'body{background:url("javascript:__pwn()")}' });
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
  tab = context.pages()[0] ?? (await context.newPage());
});

afterAll(async () => {
  await context?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

describe('the XSS harness', () => {
  it('has a corpus of at least 40 payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(40);
  });

  it('catches unsanitized payloads, both running and dormant ones; the policy stops the running ones', async () => {
    const payload = '<img src=x onerror=__pwn()><details open ontoggle=__pwn()></details><script>__pwn()</script>';
    const ran = await open(payload);
    expect(ran.executed).toBe(3);
    const refused = await open(payload, { underPolicy: true });
    expect(refused.executed).toBe(0);
    expect(refused.problems).toEqual(expect.arrayContaining(['<script> element', 'onerror on <img>', 'ontoggle on <details>']));
    const dormant = await open('<a href=" java\tscript:__pwn()" onmouseover="__pwn()">x</a>');
    expect(dormant.executed).toBe(0);
    expect(dormant.problems).toEqual(expect.arrayContaining(['onmouseover on <a>', expect.stringMatching(/^href=/)]));
  });
});

describe.each(testEngines())('rendered payloads on %s', (engine) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown'] });
    ({ token } = await server.createUser());
  });
  afterAll(() => server.close());

  // The sanitizer alone must hold; then the same markup under the pages' policy, as the site serves it.
  it.each(XSS_PAYLOADS.map((payload, i) => [i, payload] as const))('payload %i is inert, bare and under the policy: %s', async (_i, payload) => {
    const res = await server.api.post<string>('/answer/api/v1/post/render', { content: payload }, { token });
    expect(res.code).toBe(200);
    expect(await open(res.data), res.data).toEqual({ executed: 0, problems: [] });
    expect(await open(res.data, { underPolicy: true }), res.data).toEqual({ executed: 0, problems: [] });
  });
});
