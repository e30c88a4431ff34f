import { api } from '../../../web/src/sdk';

/** Block-level HTML as plain text, one paragraph a line, for comparing rendered posts. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll('p, div, li, pre, blockquote, h1, h2, h3, h4, h5, h6, tr, table, hr').forEach((el) => el.append('\n'));
  return (doc.body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * `markdown` as a reader sees it: rendered by the markdown plugin's renderer (the editor's
 * preview), as plain text; a failure is the caller's to show.
 */
export const renderedText = (markdown: string) => api.post<string>('/post/render', { content: markdown }, { ignore50x: true }).then(htmlToText);
