/**
 * What other plugins may use from `markdown`: the rendering service. Bind-time contract:
 * `ctx.container.get<MarkdownService>(MarkdownService)` once this plugin has registered
 * (list `markdown` in your plugin's `requires`).
 */
export interface MarkdownService {
  /** Markdown → HTML that is safe to insert into a page as is (allowlist-sanitized). */
  render(markdown: string): string;
  /** Usernames mentioned as `@name` outside code and links, de-duplicated, in order of appearance. */
  mentions(markdown: string): string[];
  /** Plain text of the rendered post, whitespace collapsed, at most `length` characters (a cut ends with `…`). */
  excerpt(markdown: string, length: number): string;
}
export const MarkdownService = Symbol.for('quorum.markdown.MarkdownService');

/** The largest `content` `post/render` accepts, in characters. */
export const MAX_RENDER_LENGTH = 65_536;
