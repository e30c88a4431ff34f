import { readFileSync, statSync } from 'node:fs';
import type { RenderedPage } from './api.ts';
import { withScriptNonce } from './content-security-policy.ts';

/**
 * The built index.html, read once and again only when the build replaces it, so a page costs
 * no file read.
 */
export function pageTemplate(file: string): () => string {
  let cached: { mtime: number; text: string } | undefined;
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/**
 * The shell with this response's nonce on each of its scripts, the added plugins' `<meta>` in its
 * head, then the page's title block, language and content put in (without a page, the shell as built).
 */
export function fillTemplate(template: string, page: RenderedPage | undefined, nonce: string, head = ''): string {
  let html = withScriptNonce(template, nonce);
  if (head) html = html.replace('</head>', () => `${head}</head>`);
  if (!page) return html;
  html = html.replace(/<title>[\s\S]*?<\/title>/, () => page.head);
  if (page.lang) html = html.replace(/<html\b[^>]*>/, () => `<html lang="${page.lang!.replace(/[^A-Za-z0-9-]/g, '')}">`);
  return html;
}
