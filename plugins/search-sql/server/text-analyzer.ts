import { porterStem } from './porter-stemmer.ts';

/**
 * Turns text into index terms, the same way for documents and queries and for every storage
 * engine, so the engines differ only in how they store and rank terms:
 * - letters and digits in runs, lower-cased, accents removed, Latin words Porter-stemmed;
 * - runs of CJK characters (which carry no spaces) as overlapping bigrams plus the run's last
 *   character, so any substring of two or more characters is a phrase of bigrams and one
 *   character is a prefix of a term;
 * - terms shorter than three characters padded with `_` (never part of a term otherwise),
 *   because InnoDB's FULLTEXT drops tokens under `innodb_ft_min_token_size` (3) and that is
 *   a server-wide setting a site may not control.
 */
const CJK_CLASS = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
const CJK = new RegExp(CJK_CLASS, 'u');
/** A CJK run, or a run of other letters and digits (which must stop where CJK begins). */
const RUN = new RegExp(`${CJK_CLASS}+|(?:(?!${CJK_CLASS})[\\p{L}\\p{N}])+`, 'gu');
/** InnoDB's innodb_ft_max_token_size is 84 characters; longer terms would be dropped. */
const MAX_TERM = 80;
const MIN_TERM = 3;

export function pad(term: string): string {
  const length = [...term].length;
  return length < MIN_TERM ? term + '_'.repeat(MIN_TERM - length) : term;
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A run of CJK characters as bigrams, the last character alone closing it. */
function cjkTerms(run: string): string[] {
  const chars = [...run];
  const terms: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) terms.push(chars[i]! + chars[i + 1]!);
  terms.push(chars.at(-1)!);
  return terms;
}

/** The terms of a text in order, unpadded (queries need the raw shape to build prefixes). */
export function rawTerms(text: string): { term: string; cjk: boolean }[] {
  const out: { term: string; cjk: boolean }[] = [];
  for (const [run] of fold(text).matchAll(RUN)) {
    if (CJK.test(run)) {
      for (const term of cjkTerms(run)) out.push({ term, cjk: true });
    } else {
      out.push({ term: porterStem(run).slice(0, MAX_TERM), cjk: false });
    }
  }
  return out;
}

/** Index terms of a document field as one space-separated string. */
export function indexTerms(text: string): string {
  return rawTerms(text).map((t) => pad(t.term)).join(' ');
}

/**
 * One search word as a term sequence an engine matches as a phrase, or (a single CJK
 * character) as a prefix. Undefined when the word holds no letters or digits at all.
 */
export type WordQuery = { kind: 'phrase'; terms: string[] } | { kind: 'prefix'; prefix: string };

export function wordQuery(word: string): WordQuery | undefined {
  const terms = rawTerms(word);
  if (terms.length === 0) return undefined;
  const only = terms[0]!;
  if (terms.length === 1 && only.cjk && [...only.term].length === 1) return { kind: 'prefix', prefix: only.term };
  // A CJK run of n characters indexes n-1 bigrams and its last character; a query run's own
  // closing single character would demand that the document's run ends there, so it is dropped.
  const phrase = terms.filter((t, i) => !(t.cjk && [...t.term].length === 1 && i > 0 && terms[i - 1]!.cjk));
  return { kind: 'phrase', terms: phrase.map((t) => pad(t.term)) };
}
