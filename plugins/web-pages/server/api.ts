import { defineExtensionPoint, defineSettingsGroup, type Language, type SessionUser } from '../../../kernel/api.ts';
import { customCssHtmlSettings, type CustomCssHtmlSettings } from '../../../schemas/settings/custom_css_html.ts';
import type { PageRead } from './page-reads.ts';
import type { VisitorCache } from './visitor-cache.ts';

export type { PageRead, VisitorCache };

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
  /**
   * A GET of the site's API (`/question/info`, params) as this request's reader, in process:
   * the same reads the React render makes, each made once per page, so a head built from them
   * is the page's own data and a read that counts (a question's view) counts once. Its `data`,
   * or undefined when refused or failed.
   */
  read: PageRead;
}

/**
 * What the server says about a page before any JavaScript runs. `head` replaces the shell's
 * `<title>` (so it must hold one); the content itself is the app's, rendered by React on the
 * server (page-serving.ts); `location` with a 3xx status redirects instead.
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

/**
 * Signed-out visitors' kept answers and pages, which web-pages keeps as the kernel's request
 * decorator (visitor-cache-decorator.ts) and provides here too: for tests and tools that must
 * drop or inspect what is kept. Nothing else needs it: routes say what may be kept with their
 * `visitorCache` metadata, and every write drops it.
 */
export const VisitorCachePoint = defineExtensionPoint<VisitorCache, 'one'>('web-pages.visitor-cache', {
  owner: 'web-pages', cardinality: 'one', members: ['key', 'answer', 'invalidate'],
});

/** The `seo` plugin provides it; without one every page is the built shell. */
export const PageRendererPoint = defineExtensionPoint<PageRenderer, 'one'>('web-pages.page-renderer', { owner: 'web-pages', cardinality: 'one', members: ['render'] });

export { contentSecurityPolicy, createNonce, withScriptNonce } from './content-security-policy.ts';

/**
 * The admin's CSS and HTML (SPEC §3 "Customize"): the shell's head, header and footer (public in
 * siteinfo), /custom.css, and the sources the Content-Security-Policy allows besides the site's own.
 */
export const CustomCssHtmlGroup = defineSettingsGroup<CustomCssHtmlSettings>({ name: 'custom_css_html', schema: customCssHtmlSettings, adminPath: '/siteinfo/custom-css-html', siteinfoKey: 'custom_css_html' });
