import type { Knex } from 'knex';
import { broadBySample, isTagTerm, newestSample, SEARCH_DOC, TITLE_WEIGHT, VECTOR_COLUMN, type FullTextDialect, type MatchRequest, type Matching, type WordQuery } from '../../search-sql/server/api.ts';

/**
 * A tsquery operand for one term. Terms hold only letters, digits and `_` (search-sql's
 * analyzer), so quoting them cannot open a tsquery operator; `simple` lower-cases them and
 * drops the `_` padding, as it did when the documents' vectors were made.
 */
const lexeme = (term: string, suffix: string) => `'${term}':${suffix}`;

/**
 * One word's term, in the title or the body. Only a term spelled like a tag's says so (A and B):
 * a weight in the query makes GIN recheck every candidate row against its stored vector
 * (1,000,000 questions: counting 10,000 matches of two words took 72 ms with weights, 28
 * without), and any other term can only be in the title or the body.
 */
const wordTerm = (term: string) => (isTagTerm(term) ? lexeme(term, 'AB') : `'${term}'`);

/**
 * One word in the title (A) or the body (B): a phrase's terms must follow each other within
 * one of them, as FTS5's column filter and MySQL's LIKE check ask (the vectors are concatenated,
 * so a title's last term and the body's first would otherwise count as a phrase).
 */
function wordQuery(word: WordQuery): string {
  if (word.kind === 'prefix') return lexeme(word.prefix, '*AB');
  if (word.terms.length === 1) return wordTerm(word.terms[0]!);
  const phrase = (weight: string) => `(${word.terms.map((t) => lexeme(t, weight)).join(' <-> ')})`;
  return `(${phrase('A')} | ${phrase('B')})`;
}

/**
 * search-sql on PostgreSQL: a GIN index over the documents' stored, weighted tsvector (title A,
 * body B, tags D; search-sql's migration 003_stored_vector) drives every query, ranked by
 * ts_rank with the title weighed TITLE_WEIGHT to 1 and tags not at all. A query is first tried
 * on the newest documents (`newestSample`, a primary-key range of a few ms): when their share
 * of matches puts the index at BROAD_MATCHES or more, it is `broad`, so neither counted nor
 * scored, and PostgreSQL walks the newest documents until a page is full instead of reading
 * every match (a common word at 1,000,000 documents: 50–300 ms for the count alone).
 */
export const postgresFullText: FullTextDialect = {
  supports: (db) => db.client.dialect === 'postgresql',
  // the lexeme statistics the planner weighs a GIN scan by, and the table's size
  refreshStatistics: async (db) => void (await db.raw('analyze ??', [SEARCH_DOC])),
  async matching(db: Knex, { words, tagGroups, any, filter, documents }: MatchRequest): Promise<Matching> {
    const parts = tagGroups.map((group) => `(${group.map((t) => lexeme(t, 'D')).join(' | ')})`);
    if (words.length) parts.unshift(`(${words.map(wordQuery).join(any ? ' | ' : ' & ')})`);
    const tsquery = parts.join(' & ');
    const matches = (query: Knex.QueryBuilder) => query.whereRaw(`d.${VECTOR_COLUMN} @@ to_tsquery('simple', ?)`, [tsquery]);
    const newest = await newestSample(db, documents);
    return {
      query: matches(db({ d: 'search_doc' })),
      // Weights in D, C, B, A order, each at most 1: the body a TITLE_WEIGHT-th of the title.
      relevance: words.length
        ? { sql: `ts_rank('{0, 0, ${1 / TITLE_WEIGHT}, 1}', d.${VECTOR_COLUMN}, to_tsquery('simple', ?))`, bindings: [tsquery], direction: 'desc' as const }
        : undefined,
      recency: { sql: 'd.seq', bindings: [], direction: 'desc' as const },
      broad: !!newest && (await broadBySample(newest, (q) => filter(matches(q)), documents)),
    };
  },
};
