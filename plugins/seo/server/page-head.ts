import { escapeHtml } from '../../../kernel/api.ts';

/** What a public page says about itself in its head. */
export interface PageHeadFacts {
  /** The whole `<title>` text (page name and site name already joined). */
  title: string;
  description: string;
  /** Absolute URL; left out on error pages. */
  canonical?: string;
  siteName: string;
  /** Open Graph type: `website` for lists, `article` for a question, `profile` for a member. */
  type: 'website' | 'article' | 'profile';
  image?: string;
  /** The RSS feed this page belongs to (absolute URL and title). */
  feed?: { href: string; title: string };
  /** Staff hid it from lists, or it is an error page: readable, but not for indexes. */
  noindex?: boolean;
  /** Structured data, serialized by `jsonLdScript`. */
  jsonLd?: unknown;
  /** The response's Content-Security-Policy nonce, put on the page's scripts. */
  nonce?: string;
}

/** Meta descriptions are cut by search engines near this length anyway. */
const DESCRIPTION_MAX = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
}

/**
 * JSON inside `<script>` ends at the first `</script`, whatever the JSON says: `<`, `>` and `&`
 * go as \u escapes (still the same JSON), and so do the line separators JavaScript once refused.
 */
export function jsonLdScript(data: unknown, nonce?: string): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${json}</script>`;
}

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/** The tags that replace the shell's `<title>`: title, description, canonical, Open Graph, Twitter, feed, JSON-LD. */
export function pageHead(facts: PageHeadFacts): string {
  const description = clip(facts.description);
  const lines = [`<title>${escapeHtml(facts.title)}</title>`];
  if (description) lines.push(meta('name', 'description', description));
  if (facts.noindex) lines.push(meta('name', 'robots', 'noindex'));
  if (facts.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(facts.canonical)}" />`);
  lines.push(meta('property', 'og:site_name', facts.siteName), meta('property', 'og:type', facts.type), meta('property', 'og:title', facts.title));
  if (description) lines.push(meta('property', 'og:description', description));
  if (facts.canonical) lines.push(meta('property', 'og:url', facts.canonical));
  if (facts.image) lines.push(meta('property', 'og:image', facts.image));
  lines.push(meta('name', 'twitter:card', 'summary'), meta('name', 'twitter:title', facts.title));
  if (description) lines.push(meta('name', 'twitter:description', description));
  if (facts.feed) lines.push(`<link rel="alternate" type="application/rss+xml" href="${escapeHtml(facts.feed.href)}" title="${escapeHtml(facts.feed.title)}" />`);
  if (facts.jsonLd !== undefined) lines.push(jsonLdScript(facts.jsonLd, facts.nonce));
  return lines.join('\n    ');
}
