import { escapeHtml } from '../../../kernel/api.ts';
import type { MarkdownService } from '../../markdown/server/api.ts';

/** Comment markdown → HTML, with `@name` linked to `/u/name` (SPEC §5 Mentions). */
export interface CommentText {
  render(text: string): string;
  /** Mentioned usernames, de-duplicated, in order of appearance. */
  mentions(text: string): string[];
}

/** Same rule as the markdown plugin: no mention right after a word character (e-mail). */
const MENTION = /(^|[^\w.@/-])@([\w.-]*\w)/g;

/** Without the markdown plugin: escaped text in paragraphs, mentions still linked. */
const plain: CommentText = {
  render(text) {
    return text
      .split(/\n{2,}/)
      .filter((p) => p.trim().length > 0)
      .map((p) => `<p>${escapeHtml(p).replace(MENTION, '$1<a href="/u/$2">@$2</a>').replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  },
  mentions(text) {
    return [...new Set([...text.matchAll(MENTION)].map((m) => m[2]!))];
  },
};

/** Prefers the markdown plugin while it is enabled, looked up per call. */
export function commentText(markdown: () => MarkdownService | undefined): CommentText {
  const service = (): CommentText => markdown() ?? plain;
  return {
    render: (text) => service().render(text),
    mentions: (text) => service().mentions(text),
  };
}
