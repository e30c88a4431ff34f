import markdownIt from 'markdown-it';
import type { MarkdownIt, Token } from 'markdown-it';
import { escapeHtml } from '../../../kernel/api.ts';
import type { MarkdownService } from './api.ts';
import { sanitizePostHtml } from './html-sanitizer.ts';
import { highlightCode } from './markdown-it/code-highlight.ts';
import { mathPlugin } from './markdown-it/math.ts';
import { mentionPlugin, type MentionEnv } from './markdown-it/mentions.ts';
import { taskListPlugin } from './markdown-it/task-lists.ts';

/** Tokens whose `content` is text a reader sees (for excerpts). */
const TEXT_TOKENS = new Set(['text', 'code_inline', 'math_inline', 'math_display_inline']);
const BLOCK_TEXT_TOKENS = new Set(['code_block', 'fence', 'math_block']);

/** The markdown-it pipeline of SPEC §5 and §7.2, followed by the HTML allowlist. */
export class MarkdownItService implements MarkdownService {
  private readonly md: MarkdownIt;

  constructor() {
    // `highlight` returns the inner HTML of the code; markdown-it wraps it in <pre><code class="language-…">.
    this.md = markdownIt({ html: true, linkify: true, breaks: false, typographer: false, highlight: highlightCode });
    this.md.use(mathPlugin).use(taskListPlugin).use(mentionPlugin);
    const fence = this.md.renderer.rules.fence!;
    // Mermaid diagrams are drawn in the browser from the escaped source.
    this.md.renderer.rules.fence = (tokens, idx, options, env, self) => {
      const token = tokens[idx]!;
      if (token.info.trim().split(/\s+/)[0]?.toLowerCase() === 'mermaid') return `<pre class="mermaid">${escapeHtml(token.content)}</pre>\n`;
      return fence(tokens, idx, options, env, self);
    };
  }

  render(markdown: string): string {
    return sanitizePostHtml(this.md.render(markdown, {}));
  }

  mentions(markdown: string): string[] {
    const env: MentionEnv = {};
    this.md.parse(markdown, env);
    return [...new Set(env.mentions ?? [])];
  }

  excerpt(markdown: string, length: number): string {
    const parts: string[] = [];
    const walk = (tokens: Token[]) => {
      for (const token of tokens) {
        if (token.children && token.type !== 'image') walk(token.children);
        else if (TEXT_TOKENS.has(token.type) || BLOCK_TEXT_TOKENS.has(token.type)) parts.push(token.content);
        else if (token.type === 'softbreak' || token.type === 'hardbreak' || token.block) parts.push(' ');
      }
    };
    walk(this.md.parse(markdown, {}));
    const text = parts.join('').replace(/\s+/g, ' ').trim();
    const chars = [...text];
    if (chars.length <= length) return text;
    return `${chars.slice(0, Math.max(0, length - 1)).join('').trimEnd()}…`;
  }
}
