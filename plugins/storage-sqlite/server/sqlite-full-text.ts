import type { Knex } from 'knex';
import { TITLE_WEIGHT, type FullTextDialect, type MatchRequest, type Matching, type WordQuery } from '../../search-sql/server/api.ts';

/**
 * FTS5 query text for one word. Terms hold only letters, digits and `_` (search-sql's
 * analyzer), so quoting them cannot open an FTS5 operator.
 */
function ftsWord(word: WordQuery): string {
  return word.kind === 'prefix' ? `"${word.prefix}"*` : `"${word.terms.join(' ')}"`;
}

/**
 * search-sql on SQLite: the FTS5 table `search_fts` (search-sql's migration 002_full_text_index) drives every
 * query (CROSS JOIN keeps it the outer loop: SQLite would otherwise rescan the index per
 * document), ranked by bm25.
 */
export const sqliteFullText: FullTextDialect = {
  // knex names the dialect `sqlite3` for both of its SQLite clients, better-sqlite3 included.
  supports: (db) => db.client.dialect === 'sqlite3',
  // FTS5 keeps its own: SQLite's planner statistics (sqlite_stat1) are never gathered on a site,
  // and gathering them for one table would steer only some of its plans
  refreshStatistics: async () => undefined,
  // FTS5 walks posting lists fast enough that no estimate is needed: counting stops at the cap.
  async matching(db: Knex, { words, tagGroups, any }: MatchRequest): Promise<Matching> {
    const parts = tagGroups.map((group) => `tag_terms : (${group.map((t) => `"${t}"`).join(' OR ')})`);
    if (words.length) parts.unshift(`{title_terms body_terms} : (${words.map(ftsWord).join(any ? ' OR ' : ' AND ')})`);
    const query = db.from('search_fts').crossJoin({ d: 'search_doc' }, 'd.seq', 'search_fts.rowid').whereRaw('search_fts MATCH ?', [parts.join(' AND ')]);
    return {
      query,
      // bm25 is lower for better matches; the weights follow the columns (title, body, tags).
      relevance: words.length ? { sql: `bm25(search_fts, ${TITLE_WEIGHT}.0, 1.0, 0.0)`, bindings: [], direction: 'asc' as const } : undefined,
      // FTS5 walks its rowids backwards and stops at the page; bm25 would first read every match.
      recency: { sql: 'search_fts.rowid', bindings: [], direction: 'desc' as const },
    };
  },
};
