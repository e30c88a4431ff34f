import type { Knex } from 'knex';
import { TITLE_WEIGHT, type FullTextDialect, type WordQuery } from '../../search-sql/server/api.ts';

/**
 * Boolean-mode text for one word. Terms hold only letters, digits and `_` (search-sql's
 * analyzer), so no InnoDB operator can slip in through them.
 */
function booleanWord(word: WordQuery): string {
  return word.kind === 'prefix' ? `${word.prefix}*` : `"${word.terms.join(' ')}"`;
}

/** search-sql on MariaDB/MySQL: InnoDB FULLTEXT over `search_doc` (migration 001_search_index). */
export const mysqlFullText: FullTextDialect = {
  supports: (db) => String(db.client.config.client).startsWith('mysql'),
  match(_db: Knex, query: Knex.QueryBuilder, words: WordQuery[], any: boolean) {
    const required = words.map((w) => `${any ? '' : '+'}${booleanWord(w)}`).join(' ');
    query.whereRaw('MATCH(d.title_terms, d.body_terms) AGAINST (? IN BOOLEAN MODE)', [required]);
    // Scored without `+`: a word found only in the body must not zero the title's score.
    const scored = words.map(booleanWord).join(' ');
    return {
      relevance: {
        sql: `MATCH(d.title_terms) AGAINST (? IN BOOLEAN MODE) * ${TITLE_WEIGHT} + MATCH(d.body_terms) AGAINST (? IN BOOLEAN MODE)`,
        bindings: [scored, scored],
        direction: 'desc' as const,
      },
      recency: { sql: 'd.seq', bindings: [], direction: 'desc' as const },
    };
  },
};
