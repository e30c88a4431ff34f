import type { Knex } from 'knex';
import { integerCase, UnavailableError } from '../../../kernel/api.ts';
import type { SearchCondition, SearchDocument, SearchEngine, SearchHits } from '../../search/server/api.ts';
import { BROAD_MATCHES, SEARCH_DOC, SEARCH_STATE, tagTerm, type FullTextDialect, type Matching } from './api.ts';
import { indexTerms, wordQuery, type WordQuery } from './text-analyzer.ts';

const TYPE = { question: 1, answer: 2 } as const;
const BUILT = 'built_at';
/** How long a counted number of documents serves before it is counted again (in the background). */
const RECOUNT_MS = 60_000;
const INSERT_SLICE = 200;

interface DocRow {
  object_id: string;
  object_type: number;
}

/**
 * The default engine: documents in `search_doc` (portable columns for every filter and order)
 * and the database's full-text index over their analyzed terms, reached through the dialect
 * the active storage plugin provides.
 */
export class SqlSearchEngine implements SearchEngine {
  readonly name = 'Quorum';
  readonly link = '';
  readonly icon = '';

  constructor(
    private readonly db: () => Knex,
    private readonly dialects: () => FullTextDialect[],
    private readonly now: () => number,
  ) {}

  /** Documents in the index: counted now and then, moved by this process's own writes between. */
  private documents?: { n: number; at: number; recounting?: Promise<void> };
  /** The first count, while it runs: a search arriving meanwhile waits for it rather than counting again. */
  private firstCount?: Promise<void>;

  /**
   * Counts the index in the background as the server starts listening, so that no member's first
   * search waits for the count (PostgreSQL at 1,000,000 questions: 570 ms, a scan of the table).
   */
  warm(): void {
    void this.documentCount().catch(() => undefined);
  }

  private async documentCount(): Promise<number> {
    if (!this.documents) await (this.firstCount ??= this.recount().finally(() => (this.firstCount = undefined)));
    else if (performance.now() - this.documents.at > RECOUNT_MS && !this.documents.recounting) {
      // The old figure serves while a new one is counted: an exact count costs a walk of the index.
      this.documents.recounting = this.recount().catch(() => undefined);
    }
    return this.documents!.n;
  }

  private async recount(): Promise<void> {
    const [{ n }] = (await this.db()(SEARCH_DOC).count({ n: '*' })) as { n: number | string }[];
    this.documents = { n: Number(n), at: performance.now() };
  }

  private moved(delta: number): void {
    if (this.documents) this.documents.n = Math.max(0, this.documents.n + delta);
  }

  private dialect(): FullTextDialect {
    const db = this.db();
    const found = this.dialects().find((d) => d.supports(db));
    if (!found) throw new UnavailableError('base.unavailable');
    return found;
  }

  async search(condition: SearchCondition): Promise<SearchHits> {
    const db = this.db();
    const words = condition.words.map(wordQuery).filter((w): w is WordQuery => !!w);
    // Words that hold no letter or digit (punctuation) match nothing rather than everything.
    if (condition.words.length > 0 && words.length === 0) return { total: 0, hits: [] };
    const tagGroups = condition.tagGroups.map((group) => group.map(tagTerm));
    let matching: Matching | undefined;
    if (words.length || tagGroups.length) {
      matching = await this.dialect().matching(db, {
        words, tagGroups, any: !!condition.anyWord, filter: (q) => this.filter(q, condition), documents: await this.documentCount(),
      });
    }
    const query = matching?.query ?? db({ d: SEARCH_DOC });
    this.filter(query, condition);
    let total = BROAD_MATCHES;
    if (!matching?.broad) {
      // Counting stops at BROAD_MATCHES: past it, an exact count costs a walk of every match.
      const counted = query.clone().select(db.raw('1')).limit(BROAD_MATCHES);
      const [{ n }] = (await db.count({ n: '*' }).from(counted.as('c'))) as { n: number | string }[];
      total = Number(n);
      if (total === 0) return { total, hits: [] };
    }
    const broad = total >= BROAD_MATCHES || !matching?.relevance;
    const rank = matching && condition.order === 'relevance' ? (broad ? matching.recency : matching.relevance!) : undefined;
    if (rank) query.orderByRaw(`${rank.sql} ${rank.direction}`, [...rank.bindings]);
    if (!rank || rank !== matching?.recency) {
      if (condition.order === 'active') query.orderBy('d.active_at', 'desc');
      else if (condition.order === 'score') query.orderBy('d.vote_count', 'desc');
      query.orderBy('d.created_at', 'desc').orderBy('d.object_id', 'desc');
    }
    const rows = (await query.select('d.object_id', 'd.object_type').limit(condition.size).offset((condition.page - 1) * condition.size)) as DocRow[];
    return { total, hits: rows.map((r) => ({ id: String(r.object_id), type: Number(r.object_type) === TYPE.answer ? 'answer' : 'question' })) };
  }

  private filter(query: Knex.QueryBuilder, c: SearchCondition): void {
    if (c.type) query.where('d.object_type', TYPE[c.type]);
    if (!c.includeHidden) query.where('d.hidden', 0);
    if (c.userId !== undefined) query.where('d.user_id', c.userId);
    if (c.minVotes !== undefined) query.where('d.vote_count', '>=', c.minVotes);
    if (c.minViews !== undefined) query.where('d.view_count', '>=', c.minViews);
    if (c.minAnswers !== undefined) query.where('d.answer_count', '>=', c.minAnswers);
    if (c.questionUnaccepted) query.where('d.accepted', 0);
    if (c.answerAccepted) query.where('d.accepted', 1);
    if (c.questionId !== undefined) query.where('d.question_id', c.questionId);
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const ids = documents.map((d) => d.objectId);
    const deleted = await this.db().transaction(async (trx) => {
      const gone = await trx(SEARCH_DOC).whereIn('object_id', ids).delete();
      // In slices: SQLite takes at most 500 rows in one INSERT (knex writes them as a compound SELECT).
      const rows = documents.map(row);
      for (let i = 0; i < rows.length; i += INSERT_SLICE) await trx(SEARCH_DOC).insert(rows.slice(i, i + INSERT_SLICE));
      return gone;
    });
    this.moved(documents.length - Number(deleted));
  }

  /**
   * No transaction and nothing deleted: one read of which ids the index holds already and one
   * INSERT of the rest. Documents a rebuild wrote meanwhile are upserted instead. They are looked
   * for first rather than left to fail the insert: on MariaDB a statement rolled back over a
   * duplicate key can skew InnoDB's full-text row count (MDEV-14231), which relevance divides by
   * ("DOUBLE value is out of range" from MATCH seen in this suite while an insert was let fail).
   * A rebuild writing the same id between the read and the insert still fails it; the index
   * queue then writes that batch again, which upserts.
   */
  async insert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const held = new Set(((await this.db()(SEARCH_DOC).whereIn('object_id', documents.map((d) => d.objectId)).pluck('object_id')) as string[]).map(String));
    const fresh = documents.filter((d) => !held.has(d.objectId));
    if (held.size > 0) await this.upsert(documents.filter((d) => held.has(d.objectId)));
    const rows = fresh.map(row);
    for (let i = 0; i < rows.length; i += INSERT_SLICE) await this.db()(SEARCH_DOC).insert(rows.slice(i, i + INSERT_SLICE));
    this.moved(fresh.length);
  }

  async remove(objectIds: string[]): Promise<void> {
    if (objectIds.length === 0) return;
    this.moved(-Number(await this.db()(SEARCH_DOC).whereIn('object_id', objectIds).delete()));
  }

  /** One UPDATE for the batch: no text analyzed, no row deleted and written again. */
  async setVoteCounts(counts: Map<string, number>): Promise<void> {
    if (counts.size === 0) return;
    const db = this.db();
    await db(SEARCH_DOC).whereIn('object_id', [...counts.keys()]).update({ vote_count: integerCase(db, 'object_id', counts) });
  }

  /** One UPDATE for the batch, as for votes: the answers' text is not analyzed again. */
  async setAnswerCounts(questions: Map<string, { answerCount: number; activeAt: number }>): Promise<void> {
    if (questions.size === 0) return;
    const db = this.db();
    const ids = [...questions.keys()];
    await db(SEARCH_DOC).whereIn('question_id', ids).update({
      answer_count: integerCase(db, 'question_id', ids.map((id) => [id, questions.get(id)!.answerCount] as const)),
      // Only the question's own document: an answer's activity time is its own.
      active_at: integerCase(db, 'object_id', ids.map((id) => [id, questions.get(id)!.activeAt] as const), { column: 'active_at' }),
    });
  }

  async needsRebuild(): Promise<boolean> {
    const state = await this.db()(SEARCH_STATE).where({ name: BUILT }).first('value');
    return !state || Number(state.value) === 0;
  }

  async rebuildStart(): Promise<number> {
    const [{ seq }] = (await this.db()(SEARCH_DOC).max({ seq: 'seq' })) as { seq: number | null }[];
    return Number(seq ?? 0);
  }

  async rebuildFinish(marker: number): Promise<void> {
    const db = this.db();
    // Every live post was written again (with a newer seq); what is left belongs to posts gone since.
    for (;;) {
      const stale = (await db(SEARCH_DOC).where('seq', '<=', marker).limit(500).pluck('object_id')) as string[];
      if (stale.length === 0) break;
      await this.remove(stale);
    }
    await db(SEARCH_STATE).insert({ name: BUILT, value: this.now() }).onConflict('name').merge(['value']);
    await this.dialect().refreshStatistics(db);
  }
}

function row(d: SearchDocument): Record<string, unknown> {
  return {
    object_id: d.objectId,
    object_type: TYPE[d.type],
    question_id: d.questionId,
    user_id: d.userId,
    // Answers are found by their own text; their question's title would rank them as questions.
    title_terms: d.type === 'question' ? indexTerms(d.title) : '',
    body_terms: indexTerms(d.body),
    tag_terms: [...new Set(d.tagIds)].map(tagTerm).join(' '),
    created_at: d.createdAt,
    active_at: d.activeAt,
    vote_count: d.voteCount,
    view_count: d.viewCount,
    answer_count: d.answerCount,
    accepted: d.accepted ? 1 : 0,
    hidden: d.hidden ? 1 : 0,
  };
}
