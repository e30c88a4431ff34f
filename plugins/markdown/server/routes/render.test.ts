import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../../tests/support/test-server.ts';
import { MarkdownPoint } from '../api.ts';

const RENDER = '/answer/api/v1/post/render';

describe.each(testEngines())('markdown on %s', (engine) => {
  let server: TestServer;
  const render = async (content: string) => {
    const res = await server.api.post<string>(RENDER, { content });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown'] });
  });
  afterAll(() => server.close());

  describe('rendering', () => {
    it('renders GFM tables with alignment, strikethrough and autolinks', async () => {
      const html = await render('| a | b |\n|:-|-:|\n| 1 | 2 |\n\n~~gone~~ see https://example.com/x?y=1');
      expect(html).toContain('<table>');
      expect(html).toContain('<th style="text-align:left">a</th>');
      expect(html).toContain('<td style="text-align:right">2</td>');
      expect(html).toContain('<s>gone</s>');
      expect(html).toContain('<a href="https://example.com/x?y=1" rel="nofollow ugc">https://example.com/x?y=1</a>');
    });

    it('renders task lists as disabled checkboxes', async () => {
      const html = await render('- [ ] todo\n- [x] done\n- plain');
      expect(html).toContain('<ul class="contains-task-list">');
      expect(html).toMatch(/<li class="task-list-item"><input type="checkbox" disabled class="task-list-item-checkbox" \/> todo<\/li>/);
      expect(html).toMatch(/<li class="task-list-item"><input type="checkbox" disabled checked class="task-list-item-checkbox" \/> done<\/li>/);
      expect(html).toContain('<li>plain</li>');
    });

    it('keeps inline and display math as escaped TeX for the client', async () => {
      const html = await render('Area $a^2 < b$ costs $5 or $6.\n\n$$\n\\frac{1}{x} <script>\n$$\n\nand $$e=mc^2$$ inline');
      expect(html).toContain('<span class="math-inline">a^2 &lt; b</span>');
      expect(html).toContain('costs $5 or $6.');
      expect(html).toContain('<div class="math-display">\\frac{1}{x} &lt;script&gt;</div>');
      expect(html).toContain('<span class="math-display">e=mc^2</span>');
    });

    it('keeps mermaid fences as escaped text and highlights code fences on the server, keeping their language class', async () => {
      const html = await render('```mermaid\ngraph TD; A-->B\n```\n\n```ts\nconst x = 1 < 2;\n```\n\n```\nplain\n```');
      expect(html).toContain('<pre class="mermaid">graph TD; A--&gt;B\n</pre>');
      expect(html).toContain('<pre><code class="language-ts"><span class="hljs-keyword">const</span> x = <span class="hljs-number">1</span> &lt; <span class="hljs-number">2</span>;\n</code></pre>');
      expect(html).toContain('<pre><code>plain\n</code></pre>');
    });

    it('links @mentions outside code and links, and gives every link rel="nofollow ugc" without target', async () => {
      const html = await render('Hi @alice, @bob.smith. `@code` [@linked](https://x.test) mail a@b.test <a href="https://y.test" target="_blank" rel="opener">y</a>');
      expect(html).toContain('<a href="/u/alice" rel="nofollow ugc">@alice</a>');
      expect(html).toContain('<a href="/u/bob.smith" rel="nofollow ugc">@bob.smith</a>.');
      expect(html).toContain('<code>@code</code>');
      expect(html).toContain('<a href="https://x.test" rel="nofollow ugc">@linked</a>');
      expect(html).not.toContain('/u/b.test');
      expect(html).toContain('<a href="https://y.test" rel="nofollow ugc">y</a>');
      expect(html).not.toContain('target=');
    });

    it('drops scripts, handlers and dangerous URLs but keeps safe images', async () => {
      const html = await render('<script>alert(1)</script>\n\n![ok](https://img.test/a.png) ![rel](/uploads/a.png) ![bad](data:image/png;base64,AAAA) [x](javascript:alert(1)) <b onclick="x()">b</b>');
      expect(html).not.toMatch(/<script|alert\(1\)<|onclick|href="javascript|data:image/i);
      // markdown-it refuses the link; what is left is harmless text.
      expect(html).toContain('[x](javascript:alert(1))');
      expect(html).toContain('<img src="https://img.test/a.png" alt="ok" />');
      expect(html).toContain('<img src="/uploads/a.png" alt="rel" />');
      expect(html).toContain('<b>b</b>');
    });

    it('keeps only highlight.js classes on spans written in a post, with no handler', async () => {
      const html = await render('<span class="x" onclick="alert(1)">a</span> <span class="hljs-string q-btn" onmouseover="x()">b</span>');
      expect(html).toBe('<p><span>a</span> <span class="hljs-string">b</span></p>\n');
    });
  });

  describe('the MarkdownService binding', () => {
    it('lists de-duplicated mentions, ignoring code, links and e-mail addresses', () => {
      const markdown = server.kernel.host.extensions.one(MarkdownPoint)!;
      const md = '@alice and @bob, again @alice.\n\n`@inline` and\n\n```\n@fenced\n```\n\n[@linked](https://x.test) mail carol@example.test @dave-x_1';
      expect(markdown.mentions(md)).toEqual(['alice', 'bob', 'dave-x_1']);
      expect(markdown.mentions('no mentions here')).toEqual([]);
    });

    it('makes plain-text excerpts of at most the given length', () => {
      const markdown = server.kernel.host.extensions.one(MarkdownPoint)!;
      expect(markdown.excerpt('# Title\n\nSome **bold** `code` &amp; <b>html</b>', 100)).toBe('Title Some bold code & html');
      const cut = markdown.excerpt('word '.repeat(50), 20);
      expect([...cut]).toHaveLength(20);
      expect(cut.endsWith('…')).toBe(true);
      expect(markdown.excerpt('short', 20)).toBe('short');
    });
  });

  describe('POST post/render', () => {
    it('answers visitors with an HTML string', async () => {
      const res = await server.api.post(RENDER, { content: '*hi*' });
      expect(res).toMatchObject({ status: 200, code: 200, data: '<p><em>hi</em></p>\n' });
    });

    it.each([
      ['missing content', {}],
      ['content of the wrong type', { content: 42 }],
      ['content that is too long', { content: 'x'.repeat(65_537) }],
    ])('refuses %s with a 400 naming content', async (_label, body) => {
      const res = await server.api.post(RENDER, body);
      expect(res.status).toBe(400);
      expect(res.code).toBe(400);
      expect(res.data).toEqual([expect.objectContaining({ error_field: 'content' })]);
    });

    it('accepts content at the limit', async () => {
      const res = await server.api.post<string>(RENDER, { content: 'x'.repeat(65_536) });
      expect(res.code).toBe(200);
      expect(res.data).toHaveLength('<p></p>\n'.length + 65_536);
    });

    it('follows login_required: members only when it is on', async () => {
      const admin = await server.admin();
      const login = await server.api.get<Record<string, unknown>>('/answer/admin/api/siteinfo/login', { token: admin.token });
      expect(login.code).toBe(200);
      const set = (on: boolean) => server.api.put('/answer/admin/api/siteinfo/login', { ...login.data, login_required: on }, { token: admin.token });
      expect((await set(true)).code).toBe(200);
      try {
        expect((await server.api.post(RENDER, { content: 'x' })).status).toBe(401);
        expect((await server.api.post(RENDER, { content: 'x' }, { token: admin.token })).status).toBe(200);
      } finally {
        await set(false);
      }
    });
  });
});
