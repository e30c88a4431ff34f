import { readFileSync, statSync } from 'node:fs';
import type { Language } from '../i18n/translator.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { defineExtensionPoint } from '../plugins/extension-points.ts';
import { withScriptNonce } from '../http/content-security-policy.ts';

/** A browser's request for a page of the web app (never an API path or a built file). */
export interface PageRequest {
  /** The path as requested, still percent-encoded. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** `protocol://host` the request came to (used until a site URL is set). */
  origin: string;
  language: Language;
  user?: SessionUser;
  /**
   * This response's Content-Security-Policy script nonce: every inline `<script>` a renderer
   * writes (server-rendered data, JSON-LD, the admin's custom HTML) carries `nonce="…"` with it,
   * or the browser refuses to run it.
   */
  nonce: string;
}

/**
 * What the server says about a page before any JavaScript runs. `head` replaces the shell's
 * `<title>` (so it must hold one); the content itself is the app's, rendered by React on the
 * server (kernel/http/page-serving.ts); `location` with a 3xx status redirects instead.
 */
export interface RenderedPage {
  status: number;
  head: string;
  /** BCP 47, for `<html lang>`. */
  lang?: string;
  location?: string;
}

/** Renders the head (and content) of public pages; undefined leaves the shell as built. */
export interface PageRenderer {
  render(req: PageRequest): Promise<RenderedPage | undefined>;
}

/** The `seo` plugin provides it; without one every page is the built shell. */
export const PageRendererPoint = defineExtensionPoint<PageRenderer, 'one'>('kernel.page-renderer', { owner: 'kernel', cardinality: 'one', members: ['render'] });

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
 * The shell with this response's nonce on each of its scripts, then the page's title block,
 * language and content put in (without a page, the shell as built).
 */
export function fillTemplate(template: string, page: RenderedPage | undefined, nonce: string): string {
  let html = withScriptNonce(template, nonce);
  if (!page) return html;
  html = html.replace(/<title>[\s\S]*?<\/title>/, () => page.head);
  if (page.lang) html = html.replace(/<html\b[^>]*>/, () => `<html lang="${page.lang!.replace(/[^A-Za-z0-9-]/g, '')}">`);
  return html;
}
