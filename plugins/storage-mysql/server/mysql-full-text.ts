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
  matching(db: Knex, words: WordQuery[], tagGroups: string[][], any: boolean) {
    const required = tagGroups.map((group) => `+(${group.join(' ')})`);
    if (words.length) required.unshift(any ? `+(${words.map(booleanWord).join(' ')})` : words.map((w) => `+${booleanWord(w)}`).join(' '));
    const query = db({ d: 'search_doc' }).whereRaw('MATCH(d.title_terms, d.body_terms, d.tag_terms) AGAINST (? IN BOOLEAN MODE)', [required.join(' ')]);
    // Scored without `+`: a word found only in the body must not zero the title's score.
    const scored = words.map(booleanWord).join(' ');
    return {
      query,
      relevance: words.length
        ? {
          sql: `MATCH(d.title_terms) AGAINST (? IN BOOLEAN MODE) * ${TITLE_WEIGHT} + MATCH(d.body_terms) AGAINST (? IN BOOLEAN MODE)`,
          bindings: [scored, scored],
          direction: 'desc' as const,
        }
        : undefined,
      recency: { sql: 'd.seq', bindings: [], direction: 'desc' as const },
    };
  },
};
