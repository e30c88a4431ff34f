import type { SearchObjectType } from './api.ts';

/** Answer's search syntax, parsed once (SPEC §9, answer-backend §7). */
export interface ParsedQuery {
  /** Plain words and exact phrases, at most MAX_WORDS. */
  words: string[];
  /** Tag slugs from `[slug]`, at most MAX_TAGS. */
  tags: string[];
  /** `user:name`; 'me' stays for the service to resolve. */
  user?: string;
  score?: number;
  views?: number;
  answers?: number;
  hasAcceptedNo?: boolean;
  isAcceptedYes?: boolean;
  inQuestion?: string;
  type?: SearchObjectType;
}

export const MAX_WORDS = 5;
export const MAX_TAGS = 5;

type Rule = { pattern: RegExp; apply(query: ParsedQuery, value: string): void };

const count = (value: string) => Math.min(Number.parseInt(value, 10), 2 ** 31 - 1);

/**
 * Each rule takes its tokens out of the text in Answer's order. Tokens must stand alone
 * (start of text or after a space), so `foo[bar]` or `ab"cd"` stay plain text.
 */
const RULES: Rule[] = [
  { pattern: /(?<=^|\s)\[([^\]\s]{1,35})\](?=\s|$)/g, apply: (q, v) => void (q.tags.length < MAX_TAGS && !q.tags.includes(v.toLowerCase()) && q.tags.push(v.toLowerCase())) },
  { pattern: /(?<=^|\s)user:(\S{1,60})(?=\s|$)/gi, apply: (q, v) => void (q.user ??= v) },
  { pattern: /(?<=^|\s)score:(-?\d{1,9})(?=\s|$)/gi, apply: (q, v) => void (q.score ??= count(v)) },
  { pattern: /(?<=^|\s)"([^"]+)"(?=\s|$)/g, apply: (q, v) => void (v.trim() && q.words.push(v.trim())) },
  { pattern: /(?<=^|\s)hasaccepted:no(?=\s|$)/gi, apply: (q) => void (q.hasAcceptedNo = true) },
  { pattern: /(?<=^|\s)views:(\d{1,9})(?=\s|$)/gi, apply: (q, v) => void (q.views ??= count(v)) },
  { pattern: /(?<=^|\s)answers:(\d{1,9})(?=\s|$)/gi, apply: (q, v) => void (q.answers ??= count(v)) },
  { pattern: /(?<=^|\s)isaccepted:yes(?=\s|$)/gi, apply: (q) => void (q.isAcceptedYes = true) },
  { pattern: /(?<=^|\s)inquestion:(\d{1,20})(?=\s|$)/gi, apply: (q, v) => void (q.inQuestion ??= v) },
  { pattern: /(?<=^|\s)is:(question|answer)(?=\s|$)/gi, apply: (q, v) => void (q.type ??= v.toLowerCase() as SearchObjectType) },
];

export function parseQuery(text: string): ParsedQuery {
  const query: ParsedQuery = { words: [], tags: [] };
  let rest = text;
  for (const rule of RULES) {
    rest = rest.replace(rule.pattern, (_match, value: string | undefined) => {
      rule.apply(query, value ?? '');
      return ' ';
    });
  }
  // The filters that only fit one kind of post decide the kind, as in Answer.
  if (query.hasAcceptedNo || query.views !== undefined || query.answers !== undefined) query.type = 'question';
  else if (query.isAcceptedYes || query.inQuestion) query.type = 'answer';
  const words = rest.split(/\s+/).filter(Boolean);
  query.words = [...query.words, ...words].slice(0, MAX_WORDS);
  return query;
}

/** Whether anything beyond words narrows the search (a query of only filters lists by them). */
export function hasFilters(query: ParsedQuery): boolean {
  return query.tags.length > 0 || query.user !== undefined || query.score !== undefined || query.views !== undefined
    || query.answers !== undefined || !!query.hasAcceptedNo || !!query.isAcceptedYes || query.inQuestion !== undefined || query.type !== undefined;
}
