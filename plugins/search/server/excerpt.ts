import { escapeHtml } from '../../../kernel/api.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WINDOW = 200;

/**
 * Whether a word of the text answers a query word: the same word, or (Latin words of four
 * letters or more) one sharing its stem-sized prefix, so `configured` marks `configuring` as
 * the engine's stemming found it.
 */
function stemPrefix(word: string): string {
  return word.length < 4 ? word : word.slice(0, Math.max(4, word.length - 3));
}

/** The pieces of the query to mark in the text, longest first. */
function needles(words: string[]): { cjk: string[]; latin: string[] } {
  const parts = words.flatMap((w) => w.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const cjk = parts.flatMap((p) => p.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu) ?? []);
  const latin = parts.flatMap((p) => p.split(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u)).filter(Boolean).map(stemPrefix);
  return { cjk: [...new Set(cjk)].sort((a, b) => b.length - a.length), latin: [...new Set(latin)] };
}

/** Character ranges of the text that match a query word. */
function matches(text: string, words: string[]): [number, number][] {
  const { cjk, latin } = needles(words);
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const needle of cjk) {
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
  }
  if (latin.length) {
    for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = m[0];
      if (CJK.test(word)) continue;
      if (latin.some((n) => word.startsWith(n) && (n.length >= 4 || word === n))) ranges.push([m.index, m.index + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.filter((r, i) => i === 0 || r[0] >= ranges[i - 1]![1]);
}

/**
 * Where the window from `start` ends: before the last space within WINDOW characters, so no
 * word is cut, unless that would give up more than half the window (text without spaces: CJK,
 * a long URL), which is cut where the window ends.
 */
function windowEnd(text: string, start: number): number {
  const end = start + WINDOW;
  if (end >= text.length) return text.length;
  const space = text.lastIndexOf(' ', end);
  return space > start + WINDOW / 2 ? space : end;
}

/**
 * A plain-text window of the post around its first match, HTML-escaped, with every matched
 * word in `<em>`: the only markup an excerpt carries.
 */
export function highlightExcerpt(text: string, words: string[]): string {
  const all = matches(text, words);
  const start = all.length && all[0]![0] > WINDOW / 3 ? text.lastIndexOf(' ', all[0]![0] - WINDOW / 4) + 1 : 0;
  const end = windowEnd(text, start);
  let out = start > 0 ? '… ' : '';
  let at = start;
  for (const [from, to] of all) {
    if (from < start || to > end) continue;
    out += `${escapeHtml(text.slice(at, from))}<em>${escapeHtml(text.slice(from, to))}</em>`;
    at = to;
  }
  out += escapeHtml(text.slice(at, end));
  return end < text.length ? `${out} …` : out;
}
