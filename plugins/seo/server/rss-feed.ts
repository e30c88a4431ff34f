import { escapeHtml as esc } from '../../../kernel/api.ts';

export interface FeedItem {
  title: string;
  /** Absolute URL of the page the item stands for. */
  link: string;
  /** HTML (escaped into the element, as RSS 2.0 readers expect). */
  description: string;
  author: string;
  published: number;
}

export interface FeedChannel {
  title: string;
  /** The page the feed belongs to. */
  link: string;
  /** The feed's own URL (atom:link rel="self"). */
  self: string;
  description: string;
  language: string;
  items: FeedItem[];
}

const rfc822 = (seconds: number) => new Date(seconds * 1000).toUTCString();

/** An RSS 2.0 document; the item link doubles as its permanent guid. */
export function rssFeed(channel: FeedChannel): string {
  const items = channel.items.map((i) => [
    '    <item>',
    `      <title>${esc(i.title)}</title>`,
    `      <link>${esc(i.link)}</link>`,
    `      <guid isPermaLink="true">${esc(i.link)}</guid>`,
    `      <dc:creator>${esc(i.author)}</dc:creator>`,
    `      <pubDate>${rfc822(i.published)}</pubDate>`,
    `      <description>${esc(i.description)}</description>`,
    '    </item>',
  ].join('\n'));
  const latest = channel.items.reduce((max, i) => Math.max(max, i.published), 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${esc(channel.title)}</title>`,
    `    <link>${esc(channel.link)}</link>`,
    `    <atom:link href="${esc(channel.self)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${esc(channel.description)}</description>`,
    `    <language>${esc(channel.language.replace('_', '-').toLowerCase())}</language>`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
