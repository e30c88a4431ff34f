import { describe, expect, it } from 'vitest';
import { MarkdownItService } from '../markdown-it-service.ts';

const md = new MarkdownItService();

describe('server-side code highlighting', () => {
  it('colours a fence whose language highlight.js knows, inside the usual <pre><code class="language-…">', () => {
    const html = md.render('```ts\nconst answer: number = 42; // why\n```');
    expect(html).toMatch(/^<pre><code class="language-ts">/);
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(html).toContain('<span class="hljs-comment">// why</span>');
  });

  it('keeps the sub-scope mark highlight.js adds to titles (hljs-title function_)', () => {
    const html = md.render('```python\ndef greet(name):\n    return name\n```');
    expect(html).toContain('<span class="hljs-title function_">greet</span>');
  });

  it('escapes the code it colours', () => {
    const html = md.render('```html\n<script>alert(1)</script>\n```');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;');
    expect(html).toContain('hljs-tag');
  });

  it('leaves fences without a language, with an unknown one and mermaid as plain text', () => {
    expect(md.render('```\nconst x = 1;\n```')).toBe('<pre><code>const x = 1;\n</code></pre>\n');
    expect(md.render('```nosuchlang\nconst x = 1;\n```')).toBe('<pre><code class="language-nosuchlang">const x = 1;\n</code></pre>\n');
    expect(md.render('```mermaid\ngraph TD; A-->B\n```')).toBe('<pre class="mermaid">graph TD; A--&gt;B\n</pre>\n');
  });

  it('does not colour inline code', () => {
    expect(md.render('use `const x` here')).toBe('<p>use <code>const x</code> here</p>\n');
  });
});

describe('the sanitizer and highlighter classes', () => {
  it('strips handlers and foreign classes from spans written in raw HTML, keeping only hljs ones', () => {
    const html = md.render('<span class="x hljs-keyword q-btn" onclick="alert(1)" onmouseover="x()">a</span> <span class="function_ evil">b</span>');
    expect(html).toBe('<p><span class="hljs-keyword">a</span> <span class="function_">b</span></p>\n');
    expect(html).not.toMatch(/onclick|onmouseover|q-btn|evil|class="x/);
  });

  it('strips a span with no allowed class down to a bare span, and drops hljs classes on other tags', () => {
    expect(md.render('<span class="x" onclick="alert(1)">a</span>')).toBe('<p><span>a</span></p>\n');
    expect(md.render('<div class="hljs-keyword">a</div>')).toBe('<div>a</div>');
    expect(md.render('<a class="hljs-string" href="https://x.test">a</a>')).toBe('<p><a href="https://x.test" rel="nofollow ugc">a</a></p>\n');
  });

  it('cannot be broken out of by a class value holding quotes or markup', () => {
    const html = md.render('<span class=\'hljs-a" onclick="alert(1)\'>a</span>');
    expect(html).not.toMatch(/onclick="alert/);
  });
});
