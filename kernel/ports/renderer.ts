import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * Markdown → sanitized HTML. The kernel's default only escapes text and keeps line breaks;
 * the `markdown` plugin provides the real renderer. Every `parsed_text`/`html` goes through it.
 */
export interface Renderer {
  render(markdown: string): string;
  /** Plain text of the first `length` characters (list rows, search results, mail). */
  excerpt(markdown: string, length: number): string;
}
/** The markdown plugin provides the site's renderer; without one, text is only escaped. */
export const RendererPoint = defineExtensionPoint<Renderer, 'one'>('kernel.renderer', { owner: 'kernel', cardinality: 'one', members: ['render', 'excerpt'] });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const plainTextRenderer: Renderer = {
  render(markdown) {
    return markdown
      .split(/\n{2,}/)
      .filter((p) => p.trim().length > 0)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  },
  excerpt(markdown, length) {
    const text = markdown.replace(/[#>*_`~[\]()!|-]+/g, ' ').replace(/\s+/g, ' ').trim();
    return text.length > length ? `${text.slice(0, length)}…` : text;
  },
};
