import type { Knex } from 'knex';
import { defineExtensionPoint } from '../../../kernel/api.ts';
import type { WordQuery } from './text-analyzer.ts';

export type { WordQuery } from './text-analyzer.ts';

/** Tables the storage plugins' migrations create for this engine (portable columns). */
export const SEARCH_DOC = 'search_doc';
export const SEARCH_DOC_TAG = 'search_doc_tag';
export const SEARCH_STATE = 'search_index_state';

/**
 * The engine-specific half of full-text search, provided by each storage plugin beside the
 * migration that creates its index: everything else in search-sql is portable knex.
 * Queries read `search_doc` under the alias `d`.
 */
export interface FullTextDialect {
  /** Whether this dialect serves the given database (its knex client). */
  supports(db: Knex): boolean;
  /**
   * Narrows `query` to documents holding every word (any word when `any`) in `title_terms` or
   * `body_terms`, and returns how to order the matches:
   * - `relevance`: title matches weighed above body matches;
   * - `recency`: the newest-indexed first, for queries so broad (BROAD_MATCHES or more) that
   *   scoring every match would cost more than it tells; a unique key the index walks in order.
   */
  match(db: Knex, query: Knex.QueryBuilder, words: WordQuery[], any: boolean): { relevance: RankOrder; recency: RankOrder };
}

export interface RankOrder {
  sql: string;
  bindings: readonly Knex.RawBinding[];
  direction: 'asc' | 'desc';
}

export const FullTextDialectPoint = defineExtensionPoint<FullTextDialect, 'many'>('search-sql.dialect', {
  owner: 'search-sql', cardinality: 'many', members: ['supports', 'match'],
});

/** Title terms weigh this much more than body terms in every dialect's relevance. */
export const TITLE_WEIGHT = 10;

/**
 * Counts stop here (`count` says this many when more match), and a query matching this many
 * posts or more is ordered by recency instead of relevance: counting and scoring a word found
 * in most of a million posts costs seconds on SQLite and tells the reader nothing.
 */
export const BROAD_MATCHES = 10_000;
