import type { Knex } from 'knex';
import { defineExtensionPoint } from '../../../kernel/api.ts';
import type { WordQuery } from './text-analyzer.ts';

export type { WordQuery } from './text-analyzer.ts';
export { VECTOR_COLUMN } from './document-vector.ts';

/** This plugin's tables (portable columns; the full-text index over them is in the engine's form). */
export const SEARCH_DOC = 'search_doc';
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
   * The documents holding every word (any word when `any`) in `title_terms` or `body_terms`
   * and, for each tag group, one of its terms in `tag_terms` (`tagTerm`).
   */
  matching(db: Knex, search: MatchRequest): Promise<Matching>;
  /**
   * Refreshes the planner's statistics of the index after a rebuild rewrote all of it: planned on
   * none, or on those of an empty index, PostgreSQL's searches took 190 ms at the median instead
   * of 16 (docs/perf.md, 2026-11-30 morning); autovacuum may be off, or come much later.
   */
  refreshStatistics(db: Knex): Promise<void>;
}

export interface MatchRequest {
  words: WordQuery[];
  tagGroups: string[][];
  any: boolean;
  /** Applies the condition's column filters (type, hidden, user, …) to a query over `d`. */
  filter: (query: Knex.QueryBuilder) => void;
  /** Documents in the index (kept by the engine; may lag other processes' writes a little). */
  documents: number;
}

/**
 * A query over `search_doc` as `d` that the full-text index drives (the engine adds the
 * filters), with two ways to order it:
 * - `relevance`: title matches weighed above body matches (undefined without words);
 * - `recency`: newest-indexed first, for queries so broad (BROAD_MATCHES or more) that
 *   scoring every match would cost more than it tells; a unique key the index walks in order.
 * `broad`: the dialect estimated BROAD_MATCHES or more matches (with the filters) without
 * producing them; the engine then neither counts nor scores, and orders by `recency`.
 */
export interface Matching {
  query: Knex.QueryBuilder;
  relevance?: RankOrder;
  recency: RankOrder;
  broad?: boolean;
}

export interface RankOrder {
  sql: string;
  bindings: readonly Knex.RawBinding[];
  direction: 'asc' | 'desc';
}

export const FullTextDialectPoint = defineExtensionPoint<FullTextDialect, 'many'>('search-sql.dialect', {
  owner: 'search-sql', cardinality: 'many', members: ['supports', 'matching', 'refreshStatistics'],
});

/**
 * A tag as an index term: tag filters are then intersections of posting lists inside the
 * full-text index, which both engines do far faster than joining a tag table to a word's matches.
 */
export function tagTerm(tagId: string): string {
  return `tg${tagId}`;
}

/**
 * Whether a word's term is spelled like a tag's (a member may type `tg12`): a dialect that
 * matches a term in every column must then check that it is in the title or the body.
 */
export function isTagTerm(term: string): boolean {
  return /^tg\d+$/.test(term);
}

/** Title terms weigh this much more than body terms in every dialect's relevance. */
export const TITLE_WEIGHT = 10;

/**
 * Counts stop here (`count` says this many when more match), and a query matching this many
 * posts or more is ordered by recency instead of relevance: counting and scoring a word found
 * in most of a million posts costs seconds on SQLite and tells the reader nothing.
 */
export const BROAD_MATCHES = 10_000;

/**
 * The newest documents a dialect may try a query on first: their share of matches estimates the
 * whole index's. Producing BROAD_MATCHES real matches to learn that a query is broad costs a
 * row read each (PostgreSQL at 1,000,000 documents: 50–300 ms for the count alone).
 */
export const SAMPLE = 2000;

/**
 * Where the SAMPLE newest documents start: the `seq` of the oldest of them, or undefined when the
 * index holds no more than the sample.
 */
export async function newestBound(db: Knex, documents: number): Promise<number | undefined> {
  if (documents <= SAMPLE) return undefined;
  const bound = (await db(SEARCH_DOC).orderBy('seq', 'desc').offset(SAMPLE - 1).first('seq')) as { seq: number } | undefined;
  return bound?.seq;
}

/**
 * The SAMPLE newest documents as a query over `d` (a primary-key range, read in place: a derived
 * table would copy the text), or undefined when the index holds no more than the sample.
 */
export async function newestSample(db: Knex, documents: number): Promise<(() => Knex.QueryBuilder) | undefined> {
  const bound = await newestBound(db, documents);
  return bound === undefined ? undefined : () => db({ d: SEARCH_DOC }).where('d.seq', '>=', bound);
}

/** Whether the documents `matches` keeps (its conditions added to a query over `d`) are BROAD_MATCHES or more, by their share of the sample. */
export async function broadBySample(newest: () => Knex.QueryBuilder, matches: (query: Knex.QueryBuilder) => void, documents: number): Promise<boolean> {
  const counted = newest();
  matches(counted);
  const [{ n }] = (await counted.count({ n: '*' })) as { n: number | string }[];
  return (Number(n) / SAMPLE) * documents >= BROAD_MATCHES;
}
