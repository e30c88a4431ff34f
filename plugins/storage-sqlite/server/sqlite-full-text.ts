import type { Knex } from 'knex';
import { broadBySample, newestBound, SEARCH_DOC, TITLE_WEIGHT, type FullTextDialect, type MatchRequest, type Matching, type WordQuery } from '../../search-sql/server/api.ts';

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
 * document), ranked by bm25. A query is first tried on the newest documents (FTS5 reads only
 * their part of each posting list, given the rowid range): when their share of matches puts the
 * index at BROAD_MATCHES or more, it is `broad`, neither counted nor scored. At 1,000,000
 * questions a common word and a second one matched more than 10,000 posts, and counting up to
 * the cap read as many documents (members' searches p50 68 ms, p95 83 ms).
 */
export const sqliteFullText: FullTextDialect = {
  // knex names the dialect `sqlite3` for both of its SQLite clients, better-sqlite3 included.
  supports: (db) => db.client.dialect === 'sqlite3',
  // FTS5 keeps its own: SQLite's planner statistics (sqlite_stat1) are never gathered on a site,
  // and gathering them for one table would steer only some of its plans
  refreshStatistics: async () => undefined,
  async matching(db: Knex, { words, tagGroups, any, filter, documents }: MatchRequest): Promise<Matching> {
    const parts = tagGroups.map((group) => `tag_terms : (${group.map((t) => `"${t}"`).join(' OR ')})`);
    if (words.length) parts.unshift(`{title_terms body_terms} : (${words.map(ftsWord).join(any ? ' OR ' : ' AND ')})`);
    const matches = () => db.from('search_fts').crossJoin({ d: SEARCH_DOC }, 'd.seq', 'search_fts.rowid').whereRaw('search_fts MATCH ?', [parts.join(' AND ')]);
    const bound = await newestBound(db, documents);
    return {
      query: matches(),
      // bm25 is lower for better matches; the weights follow the columns (title, body, tags).
      relevance: words.length ? { sql: `bm25(search_fts, ${TITLE_WEIGHT}.0, 1.0, 0.0)`, bindings: [], direction: 'asc' as const } : undefined,
      // FTS5 walks its rowids backwards and stops at the page; bm25 would first read every match.
      recency: { sql: 'search_fts.rowid', bindings: [], direction: 'desc' as const },
      // the range on the index's own rowid, which FTS5 takes (one on `d.seq` would not reach it)
      broad: bound !== undefined && (await broadBySample(() => matches().where('search_fts.rowid', '>=', bound), filter, documents)),
    };
  },
};
