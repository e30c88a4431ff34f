import type { Knex } from 'knex';
import { DOCUMENT_VECTOR, TITLE_WEIGHT, type FullTextDialect, type MatchRequest, type Matching, type WordQuery } from '../../search-sql/server/api.ts';

/**
 * A tsquery operand for one term. Terms hold only letters, digits and `_` (search-sql's
 * analyzer), so quoting them cannot open a tsquery operator; `simple` lower-cases them and
 * drops the `_` padding, as it did when the documents' vectors were made.
 */
const lexeme = (term: string, suffix: string) => `'${term}':${suffix}`;

/**
 * One word in the title (A) or the body (B): a phrase's terms must follow each other within
 * one of them, as FTS5's column filter and MySQL's LIKE check ask (the vectors are concatenated,
 * so a title's last term and the body's first would otherwise count as a phrase).
 */
function wordQuery(word: WordQuery): string {
  if (word.kind === 'prefix') return lexeme(word.prefix, '*AB');
  if (word.terms.length === 1) return lexeme(word.terms[0]!, 'AB');
  const phrase = (weight: string) => `(${word.terms.map((t) => lexeme(t, weight)).join(' <-> ')})`;
  return `(${phrase('A')} | ${phrase('B')})`;
}

/**
 * search-sql on PostgreSQL: a GIN index over the documents' weighted tsvector (title A, body
 * B, tags D; search-sql's migration 002_full_text_index) drives every query, ranked by ts_rank with the title
 * weighed TITLE_WEIGHT to 1 and tags not at all.
 */
export const postgresFullText: FullTextDialect = {
  supports: (db) => db.client.dialect === 'postgresql',
  async matching(db: Knex, { words, tagGroups, any }: MatchRequest): Promise<Matching> {
    const parts = tagGroups.map((group) => `(${group.map((t) => lexeme(t, 'D')).join(' | ')})`);
    if (words.length) parts.unshift(`(${words.map(wordQuery).join(any ? ' | ' : ' & ')})`);
    const tsquery = parts.join(' & ');
    const query = db({ d: 'search_doc' }).whereRaw(`${DOCUMENT_VECTOR} @@ to_tsquery('simple', ?)`, [tsquery]);
    return {
      query,
      // Weights in D, C, B, A order, each at most 1: the body a TITLE_WEIGHT-th of the title.
      relevance: words.length
        ? { sql: `ts_rank('{0, 0, ${1 / TITLE_WEIGHT}, 1}', ${DOCUMENT_VECTOR}, to_tsquery('simple', ?))`, bindings: [tsquery], direction: 'desc' as const }
        : undefined,
      recency: { sql: 'd.seq', bindings: [], direction: 'desc' as const },
    };
  },
};
