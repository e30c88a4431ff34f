import type { Knex } from 'knex';
import { broadBySample, isTagTerm, newestSample, SAMPLE, SEARCH_DOC, TITLE_WEIGHT, type FullTextDialect, type MatchRequest, type Matching, type WordQuery } from '../../search-sql/server/api.ts';

/** Terms in more than this share of the sample are left to the LIKE check instead of driving the full-text index… */
const DRIVING_SHARE = 0.05;
/**
 * …unless their share is within this factor of the rarest term's: checking a candidate by LIKE
 * reads its row, which costs far more than a posting (1,000,000 posts: a tag in 2% and a word
 * in 6% took 2.5–3.3 s as tag-driven candidates checked by LIKE, 0.18 s intersected by FULLTEXT).
 */
const POSTING_PER_ROW = 20;

/** One thing a document must hold: a full-text operand and the same test on the row's text. */
interface Need {
  /** Boolean-mode operand, without its `+`. Terms hold only letters, digits and `_`, so no InnoDB operator can slip in. */
  operand: string;
  /** True when the row holds it: LIKE over the space-separated terms (`_` escaped, it is LIKE's wildcard). */
  test: string;
  bindings: string[];
}

const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const spaced = (column: string) => `CONCAT(' ', d.${column}, ' ')`;

function wordNeed(word: WordQuery): Need {
  const pattern = word.kind === 'prefix' ? `% ${like(word.prefix)}%` : `% ${like(word.terms.join(' '))} %`;
  return {
    operand: word.kind === 'prefix' ? `${word.prefix}*` : `"${word.terms.join(' ')}"`,
    test: `(${spaced('title_terms')} LIKE ? OR ${spaced('body_terms')} LIKE ?)`,
    bindings: [pattern, pattern],
  };
}

function tagNeed(group: string[]): Need {
  return {
    operand: `(${group.join(' ')})`,
    test: `(${group.map(() => `${spaced('tag_terms')} LIKE ?`).join(' OR ')})`,
    bindings: group.map((t) => `% ${like(t)} %`),
  };
}

/** Each phrase term on its own, so the rarest one can drive: `"a b"` is checked whole by LIKE. */
function termNeeds(word: WordQuery): Need[] {
  return word.kind === 'prefix' ? [wordNeed(word)] : word.terms.map((t) => wordNeed({ kind: 'phrase', terms: [t] }));
}

function both(needs: Need[], joiner: 'AND' | 'OR'): { sql: string; bindings: string[] } {
  return { sql: `(${needs.map((n) => n.test).join(` ${joiner} `)})`, bindings: needs.flatMap((n) => n.bindings) };
}

/**
 * search-sql on MariaDB/MySQL: InnoDB FULLTEXT over `search_doc` (search-sql's migration 002_full_text_index).
 * Every query first reads the SAMPLE newest documents (a primary-key walk of a few ms):
 * - when their share of matches (filters included) puts the whole index at BROAD_MATCHES or
 *   more, the full-text index is not asked at all: the newest documents are walked by primary
 *   key and tested with LIKE until a page is full, so a common word costs what its page costs;
 * - otherwise only the rarer terms (under DRIVING_SHARE of the sample or POSTING_PER_ROW times
 *   the rarest's share, so at least the rarest) drive the full-text query and weigh its
 *   relevance; phrases, and words and tags that do
 *   not drive, are then checked with LIKE on those candidates only (InnoDB's own phrase check
 *   re-reads each row, and a common term's posting list costs more than the rows it rules out).
 */
export const mysqlFullText: FullTextDialect = {
  supports: (db) => String(db.client.config.client).startsWith('mysql'),
  // the index statistics the optimizer chooses between the full-text and the other keys by
  refreshStatistics: async (db) => void (await db.raw('analyze table ??', [SEARCH_DOC])),
  async matching(db: Knex, { words, tagGroups, any, filter, documents }: MatchRequest): Promise<Matching> {
    const wordNeeds = words.map(wordNeed);
    const tagNeeds = tagGroups.map(tagNeed);
    const wordTest = wordNeeds.length ? [both(wordNeeds, any ? 'OR' : 'AND')] : [];
    const tests = [...wordTest, ...tagNeeds.map((n) => ({ sql: n.test, bindings: n.bindings }))];
    const all = { sql: tests.map((t) => t.sql).join(' AND '), bindings: tests.flatMap((t) => t.bindings) };
    const recency = { sql: 'd.seq', bindings: [], direction: 'desc' as const };

    const candidates: Need[] = [];
    /** Where each word's first term sits among the candidates. */
    const candidateOf: number[] = [];
    for (const word of words) {
      candidateOf.push(candidates.length);
      candidates.push(...termNeeds(word));
    }
    candidates.push(...tagNeeds);
    // Each term's share of the sample also tells how long its posting list is: InnoDB's FULLTEXT
    // reads a term's whole list before it filters or orders anything, so a term in a third of a
    // million posts costs a second whatever the page.
    const newest = await newestSample(db, documents);
    if (newest && (await broadBySample(newest, (q) => filter(q.whereRaw(all.sql, all.bindings)), documents))) {
      return { query: db({ d: 'search_doc' }).whereRaw(all.sql, all.bindings), recency, broad: true };
    }
    // Each term's share, when there is a choice of terms to drive and the index is big enough
    // for posting lists to matter (on a small one every term drives).
    let share = candidates.map(() => 0);
    if (candidates.length > 1 && newest) {
      const sums = (await newest().first(candidates.map((c, i) => db.raw(`SUM(${c.test}) AS ??`, [...c.bindings, `n${i}`])))) as Record<string, unknown>;
      share = candidates.map((_, i) => Number(sums[`n${i}`] ?? 0) / SAMPLE);
    }

    // Any-word queries (similar questions) match on the rarer words alone; all-word queries
    // need every word and tag, so the rarer ones find candidates and LIKE checks the rest.
    const rarest = Math.min(...share);
    const driving = candidates.filter((_, i) => share[i]! <= Math.max(DRIVING_SHARE, rarest * POSTING_PER_ROW));
    const drivingWords = driving.filter((c) => !tagNeeds.includes(c));
    const operands = any
      ? [...(drivingWords.length ? [`+(${drivingWords.map((c) => c.operand).join(' ')})`] : []), ...driving.filter((c) => tagNeeds.includes(c)).map((c) => `+${c.operand}`)]
      : driving.map((c) => `+${c.operand}`);
    // LIKE checks what the full-text operands leave open: phrases (their terms drive one by one),
    // words that do not drive, and every tag. The operands search all three columns at once, so
    // a driving single term is matched exactly unless it is spelled like a tag's, and a tag's
    // operand also finds a post whose text says `tg12`. Its check reads the short tag_terms of a
    // candidate row that is read anyway (for the filters); a word's would read the long text.
    const drives = (need: Need) => driving.includes(need);
    const singleTerm = words.map((w) => w.kind === 'prefix' || (w.terms.length === 1 && !isTagTerm(w.terms[0]!)));
    const wordChecks = any
      ? (wordNeeds.length === 0 || (singleTerm.every(Boolean) && drivingWords.length > 0) ? [] : [both(wordNeeds, 'OR')])
      : wordNeeds.filter((_, i) => !(singleTerm[i] && drives(candidates[candidateOf[i]!]!))).map((n) => ({ sql: n.test, bindings: n.bindings }));
    const checks = [...wordChecks, ...tagNeeds.map((n) => ({ sql: n.test, bindings: n.bindings }))];
    const query = db({ d: 'search_doc' }).whereRaw('MATCH(d.title_terms, d.body_terms, d.tag_terms) AGAINST (? IN BOOLEAN MODE)', [operands.join(' ')]);
    for (const check of checks) query.whereRaw(check.sql, check.bindings);
    // Scored without `+` and on the driving words only: a word in a third of the posts weighs
    // next to nothing, and scoring it would read its whole posting list again.
    const scored = (drivingWords.length ? drivingWords : wordNeeds).map((c) => c.operand).join(' ');
    return {
      query,
      relevance: words.length
        ? {
          sql: `MATCH(d.title_terms) AGAINST (? IN BOOLEAN MODE) * ${TITLE_WEIGHT} + MATCH(d.body_terms) AGAINST (? IN BOOLEAN MODE)`,
          bindings: [scored, scored],
          direction: 'desc' as const,
        }
        : undefined,
      recency,
    };
  },
};
