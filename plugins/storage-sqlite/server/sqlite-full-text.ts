import type { Knex } from 'knex';
import { TITLE_WEIGHT, type FullTextDialect, type WordQuery } from '../../search-sql/server/api.ts';

/**
 * FTS5 query text for one word. Terms hold only letters, digits and `_` (search-sql's
 * analyzer), so quoting them cannot open an FTS5 operator.
 */
function ftsWord(word: WordQuery): string {
  return word.kind === 'prefix' ? `"${word.prefix}"*` : `"${word.terms.join(' ')}"`;
}

/** search-sql on SQLite: the FTS5 table `search_fts` (migration 001_search_index), ranked by bm25. */
export const sqliteFullText: FullTextDialect = {
  supports: (db) => db.client.config.client === 'sqlite3',
  match(_db: Knex, query: Knex.QueryBuilder, words: WordQuery[], any: boolean) {
    query.join('search_fts', 'search_fts.rowid', 'd.seq').whereRaw('search_fts MATCH ?', [words.map(ftsWord).join(any ? ' OR ' : ' AND ')]);
    return {
      // bm25 is lower for better matches; the weights follow the columns (title, body).
      relevance: { sql: `bm25(search_fts, ${TITLE_WEIGHT}.0, 1.0)`, bindings: [], direction: 'asc' as const },
      // FTS5 walks its rowids backwards and stops at the page; bm25 would first read every match.
      recency: { sql: 'search_fts.rowid', bindings: [], direction: 'desc' as const },
    };
  },
};
