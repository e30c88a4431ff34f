import { defineExtensionPoint } from '../../../kernel/api.ts';

export type SearchObjectType = 'question' | 'answer';
export type SearchOrder = 'relevance' | 'newest' | 'active' | 'score';

/**
 * One post as an engine indexes it (Answer's SearchContent). Answers carry their question's
 * tags and visibility, so a tag filter or a hidden question reaches its answers too.
 */
export interface SearchDocument {
  objectId: string;
  type: SearchObjectType;
  questionId: string;
  userId: string;
  /** The question's title (answers carry it too, but engines weigh it on questions only). */
  title: string;
  /** Markdown source of the post. */
  body: string;
  tagIds: string[];
  createdAt: number;
  /** Last activity (questions' post_update_time; answers' updated_at): the `active` order. */
  activeAt: number;
  voteCount: number;
  viewCount: number;
  answerCount: number;
  /** Questions: an answer is accepted. Answers: this one is. */
  accepted: boolean;
  /** Hidden from lists by staff: found by staff only. */
  hidden: boolean;
}

/** A parsed query as engines receive it (Answer's SearchBasicCond). */
export interface SearchCondition {
  /** Words and exact phrases; a post must hold every one. Empty: filters alone decide. */
  words: string[];
  /** A post holding any of the words is enough (similar questions); relevance ranks them. */
  anyWord?: boolean;
  /** Tag id groups: a post carries at least one id of every group (a tag and its synonyms). */
  tagGroups: string[][];
  userId?: string;
  minVotes?: number;
  minViews?: number;
  minAnswers?: number;
  /** `hasaccepted:no`: questions without an accepted answer. */
  questionUnaccepted?: boolean;
  /** `isaccepted:yes`: accepted answers only. */
  answerAccepted?: boolean;
  /** `inquestion:<id>`: answers of one question. */
  questionId?: string;
  type?: SearchObjectType;
  includeHidden: boolean;
  order: SearchOrder;
  page: number;
  size: number;
}

export interface SearchHits {
  total: number;
  hits: { id: string; type: SearchObjectType }[];
}

/**
 * The search engine of a site (Answer's Search plugin): it keeps its own index of posts and
 * answers conditions with ids that the search plugin reads back from the database.
 */
export interface SearchEngine {
  /** Shown as "powered by" (`search/desc`). */
  readonly name: string;
  readonly link: string;
  readonly icon: string;
  search(condition: SearchCondition): Promise<SearchHits>;
  /** Adds or replaces documents. */
  upsert(documents: SearchDocument[]): Promise<void>;
  /**
   * Adds documents of posts new to the site (a question just asked), which the index cannot hold
   * yet unless a rebuild wrote them meanwhile: then they are replaced. Optional: without it they
   * are upserted. It spares the engine replacing what is not there (search-sql: a read and an
   * insert, not a transaction of a delete and an insert).
   */
  insert?(documents: SearchDocument[]): Promise<void>;
  remove(objectIds: string[]): Promise<void>;
  /**
   * Sets the vote counts of documents already indexed (a vote changes nothing else); ids not
   * indexed are skipped. Optional: without it a vote has its question written again whole.
   */
  setVoteCounts?(counts: Map<string, number>): Promise<void>;
  /**
   * Sets, for each question, the answer count all its documents carry and the question's own
   * activity time: what a new answer changes in the documents already indexed. Optional: without
   * it (or without `insert`) a new answer has its question written again whole.
   */
  setAnswerCounts?(questions: Map<string, { answerCount: number; activeAt: number }>): Promise<void>;
  /** Whether the index was never built for the posts already there (new after an upgrade). */
  needsRebuild(): Promise<boolean>;
  /**
   * A rebuild re-upserts every live post while the index keeps answering; `rebuildStart` marks
   * where it began and `rebuildFinish` drops what was not written since (posts gone meanwhile)
   * and records the index as built.
   */
  rebuildStart(): Promise<number>;
  rebuildFinish(marker: number): Promise<void>;
}

/** The site's one search engine; `search-sql` (the database's own full-text index) by default. */
export const SearchEnginePoint = defineExtensionPoint<SearchEngine, 'one'>('search.engine', {
  owner: 'search', cardinality: 'one', members: ['search', 'upsert', 'remove', 'needsRebuild', 'rebuildStart', 'rebuildFinish'],
});
