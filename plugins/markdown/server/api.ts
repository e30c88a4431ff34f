import { defineExtensionPoint } from '../../../kernel/api.ts';

/**
 * What other plugins may use from `markdown`: the rendering service, through
 * `ctx.use(MarkdownPoint)` (list `markdown` in `requires` or `optional`).
 */
export interface MarkdownService {
  /** Markdown → HTML that is safe to insert into a page as is (allowlist-sanitized). */
  render(markdown: string): string;
  /** Usernames mentioned as `@name` outside code and links, de-duplicated, in order of appearance. */
  mentions(markdown: string): string[];
  /** Plain text of the rendered post, whitespace collapsed, at most `length` characters (a cut ends with `…`). */
  excerpt(markdown: string, length: number): string;
}
export const MarkdownPoint = defineExtensionPoint<MarkdownService, 'one'>('markdown.service', { owner: 'markdown', cardinality: 'one', members: ['render', 'mentions', 'excerpt'] });

export { MAX_RENDER_LENGTH } from '../schemas/render.ts';
