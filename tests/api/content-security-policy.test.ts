import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { ask, questionPlugins } from '../../plugins/questions/server/routes/question-test-kit.ts';
import { withScriptNonce } from '../../plugins/web-pages/server/api.ts';

/** A built shell with what Vite writes: an inline script, a module entry and a preload. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Quorum</title>
    <script>window.__boot = Date.now()</script>
    <script type="module" crossorigin src="/assets/index-1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1234.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ADMIN = '/answer/admin/api';

interface Html { status: number; policy: string; nonce: string; scripts: string[] }

/** The page at `path`, after the redirects the page renderer answers (301 to a canonical address). */
async function html(server: TestServer, path: string): Promise<Html> {
  let res = await fetch(new URL(path, server.url), { redirect: 'manual' });
  while (res.status === 301) {
    // a redirect is no page: nothing for a policy to guard
    res = await fetch(new URL(res.headers.get('location')!, server.url), { redirect: 'manual' });
  }
  const policy = res.headers.get('content-security-policy') ?? '';
  const body = await res.text();
  return { status: res.status, policy, nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '', scripts: body.match(/<script\b[^>]*>/g) ?? [] };
}

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

describe.each(testEngines())('Content-Security-Policy of the HTML pages on %s', (engine) => {
  let server: TestServer;
  let dist: string;
  let admin: TestUser;
  let question: { id: string };
  const put = (body: unknown) => server.api.put(`${ADMIN}/siteinfo/custom-css-html`, body, { token: admin.token });

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'quorum-csp-dist-'));
    await writeFile(join(dist, 'index.html'), SHELL);
    server = await startTestServer({ engine, webDist: dist, plugins: [...questionPlugins(), 'users', 'seo'] });
    admin = await server.admin();
    const alice = await server.createUser({ name: 'alice' });
    question = await ask(server, alice, { title: 'What does a nonce protect against', content: 'Injected scripts: **only** the nonce runs.' });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gives every HTML response a policy with a fresh nonce that every script of the page carries', async () => {
    const paths = ['/', '/questions', `/questions/${question.id}`, '/tags', '/tags/no-such-tag', '/questions/999999999', '/some/client/route', '/index.html'];
    const nonces = new Set<string>();
    for (const path of paths) {
      const page = await html(server, path);
      expect(page.policy, path).not.toBe('');
      expect(page.nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(page.nonce);
      expect(page.scripts.length, path).toBeGreaterThanOrEqual(2);
      for (const tag of page.scripts) expect(tag, path).toContain(` nonce="${page.nonce}"`);
    }
    // the question page also holds the JSON-LD script, and the 404s answer 404 under the same policy
    expect((await html(server, `/questions/${question.id}`)).scripts.some((s) => s.includes('application/ld+json'))).toBe(true);
    expect((await html(server, '/tags/no-such-tag')).status).toBe(404);
    expect(nonces.size).toBe(paths.length);
    // the same page twice: two nonces
    const [a, b] = [await html(server, '/questions'), await html(server, '/questions')];
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('locks the page down: no plugins, own base, no framing, scripts only from the site or with the nonce', async () => {
    const { policy, nonce } = await html(server, '/questions');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(directive(policy, 'object-src')).toBe(`object-src 'none'`);
    expect(directive(policy, 'base-uri')).toBe(`base-uri 'self'`);
    expect(directive(policy, 'frame-ancestors')).toBe(`frame-ancestors 'none'`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: https:`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'unsafe-inline'`);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it("extends the policy with the admin's allowed sources for custom HTML", async () => {
    expect((await put({ custom_head: '<script src="https://stats.example.com/a.js"></script>', csp_allowed_sources: 'https://stats.example.com\n*.cdn.example.org:8443/lib/' })).code).toBe(200);
    const { policy, nonce } = await html(server, '/questions');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' https://stats.example.com *.cdn.example.org:8443/lib/`);
    for (const name of ['default-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'media-src']) expect(directive(policy, name)).toMatch(/ https:\/\/stats\.example\.com \*\.cdn\.example\.org:8443\/lib\/$/);
    expect(directive(policy, 'object-src')).toBe(`object-src 'none'`);
    // admins see the setting; visitors do not get it in siteinfo
    expect((await server.api.get<{ csp_allowed_sources: string }>(`${ADMIN}/siteinfo/custom-css-html`, { token: admin.token })).data.csp_allowed_sources).toBe('https://stats.example.com\n*.cdn.example.org:8443/lib/');
    expect((await server.api.get<{ custom_css_html: Record<string, unknown> }>('/answer/api/v1/siteinfo')).data.custom_css_html).not.toHaveProperty('csp_allowed_sources');
    expect((await put({ csp_allowed_sources: '' })).code).toBe(200);
    expect(directive((await html(server, '/questions')).policy, 'connect-src')).toBe(`connect-src 'self'`);
  });

  it('refuses keywords, wildcards, schemes and junk as allowed sources, naming the field and saving nothing', async () => {
    expect((await put({ csp_allowed_sources: 'https://kept.example.com' })).code).toBe(200);
    for (const bad of [`'unsafe-eval'`, `'unsafe-inline'`, '*', 'https:', 'data:', 'https://a.example.com; script-src *', 'a.example.com,b.example.com', 'localhost', `${'a'.repeat(1995)}.com x`]) {
      const res = await put({ custom_css: 'body{}', csp_allowed_sources: bad });
      expect(res.status, bad).toBe(400);
      expect((res.data as { error_field: string }[]).map((f) => f.error_field), bad).toEqual(['csp_allowed_sources']);
    }
    const saved = (await server.api.get<{ csp_allowed_sources: string; custom_css: string }>(`${ADMIN}/siteinfo/custom-css-html`, { token: admin.token })).data;
    expect(saved.csp_allowed_sources).toBe('https://kept.example.com');
    expect(saved.custom_css).not.toBe('body{}');
  });
});

describe('withScriptNonce', () => {
  it('puts the nonce on every script tag once, whatever its case or attributes', () => {
    expect(withScriptNonce('<script>a</script><SCRIPT type="module" src="/x.js"></SCRIPT><script nonce="kept">b</script><scripts>', 'N')).toBe(
      '<script nonce="N">a</script><SCRIPT nonce="N" type="module" src="/x.js"></SCRIPT><script nonce="kept">b</script><scripts>',
    );
  });
});
