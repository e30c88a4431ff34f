import { escapeHtml, type PluginContext } from '../../../kernel/api.ts';

/**
 * The markdown plugin's token (plugins/markdown/server/api.ts). Named through Symbol.for so
 * this plugin runs whether or not markdown is installed; when it is, it renders.
 */
const MarkdownService = Symbol.for('quorum.markdown.MarkdownService');

interface MarkdownLike {
  render(md: string): string;
  excerpt?(md: string, n: number): string;
}

export interface Markdown {
  render(md: string): string;
  excerpt(md: string, n: number): string;
}

function fallbackRender(md: string): string {
  return md
    .split(/\n{2,}/)
    .filter((p) => p.trim().length > 0)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function fallbackExcerpt(md: string, n: number): string {
  const text = md.replace(/[#>*_`~[\]()!|-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > n ? `${text.slice(0, n)}…` : text;
}

/** Looks the markdown service up per call, so load order between plugins does not matter. */
export function markdownAdapter(ctx: Pick<PluginContext, 'container'>): Markdown {
  const service = (): MarkdownLike | undefined =>
    ctx.container.isBound(MarkdownService) ? ctx.container.get<MarkdownLike>(MarkdownService) : undefined;
  return {
    render: (md) => (service() ?? { render: fallbackRender }).render(md),
    excerpt: (md, n) => service()?.excerpt?.(md, n) ?? fallbackExcerpt(md, n),
  };
}
