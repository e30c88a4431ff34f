import { containsText } from '../../../../kernel/api.ts';
import type { Knex } from 'knex';
import type { QuestionOrder } from '../../schemas/post-rules.ts';
import type { PostsTagged } from '../../../tags/server/api.ts';
import { HOT_INPUTS, type HotScoreKeeper } from './hot-score-keeper.ts';
import { listed, LISTING_COLUMNS, ListTotals, type Listing } from './list-totals.ts';
import { normalizeRow, QuestionStatus, Show, type Counter, type Db, type QuestionListRow, type QuestionRow } from '../post-rows.ts';

export type { QuestionOrder };

/** The sort keys of each order after `pin`; `hot` is Answer's hot score, stored (hot-score-keeper.ts). */
const ORDERS: Record<QuestionOrder, { column: string; order: 'desc' }[]> = {
  active: [{ column: 'post_update_time', order: 'desc' }],
  newest: [{ column: 'created_at', order: 'desc' }],
  frequent: [{ column: 'view_count', order: 'desc' }],
  score: [{ column: 'vote_count', order: 'desc' }],
  unanswered: [{ column: 'created_at', order: 'desc' }],
  hot: [{ column: 'hot_score', order: 'desc' }],
};

/**
 * Lists read every column but the body (it can be 64 KB and lists show the stored
 * description). A Record, so a new column cannot be left out of lists by accident.
 */
const LIST_COLUMNS = Object.keys({
  id: true, user_id: true, title: true, description: true, status: true, pin: true, show: true,
  view_count: true, unique_view_count: true, answer_count: true, vote_count: true, collection_count: true, follow_count: true, comment_count: true,
  accepted_answer_id: true, last_answer_id: true, last_edit_user_id: true, close_type: true, close_msg: true,
  operator_id: true, operation_type: true, revision: true, created_at: true, updated_at: true, edited_at: true, post_update_time: true,
} satisfies Record<keyof QuestionListRow, true>);

/**
 * Which listed questions a list shows: those in `within` (a subquery of ids) or `among` (ids
 * another plugin picked), or those for which `exists` (a subquery correlated with `question.id`)
 * finds a row, asked after `since`.
 */
export interface ListFilter {
  order: QuestionOrder;
  within?: Knex.QueryBuilder;
  among?: string[];
  exists?: Knex.QueryBuilder;
  since?: number;
}

const one = (row: Record<string, unknown> | undefined) => normalizeRow<QuestionRow>(row);
const listRow = (row: Record<string, unknown>) => normalizeRow<QuestionListRow>(row)!;

/** All SQL on `question`. */
export class QuestionRepository {
  /** The kept list totals, moved here with every change to which lists hold a question. */
  readonly totals = new ListTotals();

  /** `hot`: the stored hot scores, rescored here with every change to what feeds them. */
  constructor(readonly hot: HotScoreKeeper) {}

  async byId(db: Db, id: string): Promise<QuestionRow | undefined> {
    return one(await db('question').where({ id }).first());
  }

  /** The views written to a question so far (0 for none such). */
  async viewCount(db: Db, id: string): Promise<number> {
    return Number((await db('question').where({ id }).first('view_count'))?.view_count ?? 0);
  }

  /** An author's questions not yet deleted, oldest first. */
  async notDeletedOf(db: Db, userId: string): Promise<QuestionRow[]> {
    const rows = await db('question').where({ user_id: userId }).whereNot({ status: QuestionStatus.deleted }).orderBy('id');
    return rows.map((r: Record<string, unknown>) => one(r)!);
  }

  async byIds(db: Db, ids: string[]): Promise<QuestionRow[]> {
    if (ids.length === 0) return [];
    return (await db('question').whereIn('id', ids)).map((r) => one(r)!);
  }

  async insert(trx: Knex.Transaction, row: QuestionRow): Promise<void> {
    await trx('question').insert(row);
    await this.totals.move(trx, undefined, row);
  }

  /** Sets `fields`; one that moves the question into or out of a list moves that list's total too. */
  async update(db: Db, id: string, fields: Partial<QuestionRow>): Promise<void> {
    const before = await this.listingBefore(db, id, fields);
    await db('question').where({ id }).update(fields);
    if (before) await this.totals.move(db as Knex.Transaction, before, { ...before, ...fields });
    await this.rescoreFor(db, id, fields, before);
  }

  /** The bodies (original_text) of questions, by id. */
  async bodies(db: Db, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: { id: unknown; original_text: unknown }[] = await db('question').whereIn('id', ids).select('id', 'original_text');
    return new Map(rows.map((r) => [String(r.id), String(r.original_text ?? '')]));
  }

  /** Stores descriptions where none is stored yet: an edit that got there first wins. */
  async fillDescriptions(db: Db, descriptions: Map<string, string>): Promise<void> {
    for (const [id, description] of descriptions) await db('question').where({ id }).whereNull('description').update({ description });
  }

  /** Changes the row only while it has status `from` (a decision taken once, however many race). */
  async moveStatus(trx: Knex.Transaction, id: string, from: number, fields: Partial<QuestionRow>): Promise<boolean> {
    const before = await this.listing(trx, id);
    if (before?.status !== from || (await trx('question').where({ id, status: from }).update(fields)) === 0) return false;
    await this.totals.move(trx, before, { ...before, ...fields });
    await this.rescoreFor(trx, id, fields, before);
    return true;
  }

  /** Moves a counter by `delta`, and sets `fields` in the same statement. */
  async increment(db: Db, id: string, column: Counter | 'view_count' | 'answer_count', delta: number, fields: Partial<QuestionRow> = {}): Promise<void> {
    const before = await this.listingBefore(db, id, { ...fields, [column]: delta });
    await db('question').where({ id }).update({ ...fields, [column]: db.raw('?? + ?', [column, delta]) });
    if (before) await this.totals.move(db as Knex.Transaction, before, { ...before, ...fields, ...(column === 'answer_count' ? { answer_count: before.answer_count + delta } : {}) });
    await this.rescoreFor(db, id, { ...fields, [column]: delta });
  }

  /**
   * Rescores the question's hot score after a write to `fields`, when one of them feeds it, or
   * when the write lists it again (`before`: its listing before, when the write touched it): a
   * recovered or shown question's stored score is the one it had when it left the lists, maybe
   * weeks ago and far above its score now, and the hourly pass would leave it on top of the hot
   * list until it comes (the pass skips rows that are not listed).
   */
  private async rescoreFor(db: Db, id: string, fields: Partial<QuestionRow>, before?: Listing): Promise<void> {
    const listedAgain = !!before && !listed(before) && listed({ ...before, ...fields });
    if (listedAgain || HOT_INPUTS.some((column) => column in fields)) await this.hot.rescore(db, [id]);
  }

  /**
   * The question's `Listing` before a change to `fields`, when they touch it: read inside the
   * writing transaction (locked on MariaDB), so the totals move from what the row really holds.
   */
  private async listingBefore(db: Db, id: string, fields: object): Promise<Listing | undefined> {
    if (!LISTING_COLUMNS.some((column) => column in fields)) return undefined;
    if (!db.isTransaction) throw new Error('a change to which lists hold a question needs a transaction: the list totals move with it');
    return this.listing(db as Knex.Transaction, id);
  }

  private async listing(trx: Knex.Transaction, id: string): Promise<Listing | undefined> {
    const row = (await trx('question').where({ id }).forUpdate().first(LISTING_COLUMNS)) as Record<string, unknown> | undefined;
    return row && { status: Number(row.status), show: Number(row.show), answer_count: Number(row.answer_count) };
  }

  /** How many listed questions (not hidden, not deleted) pass `f`. */
  async count(db: Db, f: ListFilter): Promise<number> {
    const [{ n }] = await this.filtered(db, f).count({ n: '*' });
    return Number(n);
  }

  /**
   * How many listed questions carry a tag: the tag's live questions (its kept count, tags'
   * `liveCount`) less the hidden ones among them, which are few and found by the status index;
   * in one statement, so both parts see the same commit.
   */
  async countTagged(db: Db, tagged: Pick<PostsTagged, 'liveCount' | 'carries'>): Promise<number> {
    const hidden = db('question').whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]).andWhere('show', Show.hidden)
      .whereExists(tagged.carries('question.id')).count({ n: '*' });
    const [{ n }] = (await db.select(db.raw('(?) - (?) as n', [tagged.liveCount, hidden]))) as { n: number | string }[];
    return Number(n);
  }

  /**
   * How many listed unanswered questions carry a tag, read from the tag's side: each of its live
   * links (`ids`, a subquery selecting `object_id`) finds its question by key, so the cost is
   * the tag's size, where `id in (…)` walked every listed question (750–990 ms at a million for
   * a tag of 29–80 questions). Distinct: a post may carry a tag and its synonym.
   */
  async countTaggedUnanswered(db: Db, ids: Knex.QueryBuilder): Promise<number> {
    const [{ n }] = await db.from(ids.clone().as('among')).join('question', 'question.id', 'among.object_id')
      .whereIn('question.status', [QuestionStatus.normal, QuestionStatus.closed]).andWhere('question.show', Show.listed).andWhere('question.answer_count', 0)
      .countDistinct({ n: 'question.id' });
    return Number(n);
  }

  /** One page of listed questions passing `f`, pinned first, then by `order`. */
  async page(db: Db, q: ListFilter & { page: number; pageSize: number }): Promise<QuestionListRow[]> {
    const rows = this.filtered(db, q).select(LIST_COLUMNS).orderBy('pin', 'desc');
    // a hot list reaching past the window the keeper scores computes the older rows' scores
    const hot = q.order === 'hot' ? this.hot.listKey(db, q.since) : undefined;
    if (hot) {
      await this.onlyHotCandidates(db, rows, q, hot.keptSince);
      rows.orderByRaw('? desc', [hot.key]);
    } else rows.orderBy(ORDERS[q.order]);
    rows.orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return (await rows).map(listRow);
  }

  /**
   * Narrows a hot list reaching past the kept window to the rows that can be on its page, so
   * only those are scored in the query (scoring every older row of a year at a million
   * questions took 1–3 s). The page ends at the `page × pageSize`-th row; the window's rows
   * carry their real score, so that many of them ranked from the top (pin, score) give a bound:
   * a row behind the last of them on (pin, stored score) has at least that many rows ahead of
   * it, as an older row's score now is at most its stored one (hot-score-keeper.ts `listKey`).
   * With fewer window rows than that, every row stays.
   */
  private async onlyHotCandidates(db: Db, rows: Knex.QueryBuilder, q: ListFilter & { page: number; pageSize: number }, keptSince: number): Promise<void> {
    const last = (await this.filtered(db, { ...q, since: Math.max(q.since ?? keptSince, keptSince) })
      .orderBy([{ column: 'pin', order: 'desc' }, { column: 'hot_score', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(q.page * q.pageSize - 1).first('pin', 'hot_score')) as { pin: unknown; hot_score: unknown } | undefined;
    if (!last) return;
    const [pin, score] = [Number(last.pin), Number(last.hot_score)];
    // (pin, hot_score) at or above the bound's, in the form each engine walks its list index
    // (show, pin, hot_score) for (EXPLAIN, a year at a million: 7 ms against 330 ms): SQLite a
    // row value (an OR it turns into pin >= ?, every row), MariaDB an OR of two ranges (a row
    // value it leaves to the created_at index).
    if (db.client.dialect === 'sqlite3') rows.andWhereRaw('(??, ??) >= (?, ?)', ['pin', 'hot_score', pin, score]);
    else rows.andWhere((ahead) => ahead.where('pin', '>', pin).orWhere((same) => same.where('pin', pin).andWhere('hot_score', '>=', score)));
  }

  /**
   * Answer's recommended questions: those the member follows, first, then open listed
   * questions in `tagged` (a subquery) that others asked and the member has not answered;
   * newest first, pinned ones ahead within each group.
   */
  async recommended(db: Db, q: { userId: string; tagged: Knex.QueryBuilder[]; followed: string[]; page: number; pageSize: number }): Promise<{ count: number; list: QuestionListRow[] }> {
    if (q.tagged.length === 0 && q.followed.length === 0) return { count: 0, list: [] };
    const base = db('question').where({ status: QuestionStatus.normal, show: Show.listed }).andWhere((any) => {
      if (q.tagged.length) {
        any.where((mine) => {
          mine.whereNot('user_id', q.userId).whereNotIn('id', db('answer').where('user_id', q.userId).select('question_id'));
          mine.andWhere((tagged) => { for (const sub of q.tagged) tagged.orWhereIn('id', sub); });
        });
      }
      if (q.followed.length) any.orWhereIn('id', q.followed);
    });
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = base.clone().select(LIST_COLUMNS);
    if (q.followed.length) rows.orderByRaw(`case when id in (${q.followed.map(() => '?').join(', ')}) then 0 else 1 end`, q.followed);
    rows.orderBy([{ column: 'pin', order: 'desc' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return { count: Number(n), list: (await rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize)).map(listRow) };
  }

  /** Listed questions whose title contains any of the words, best voted first. */
  async withTitleWords(db: Db, words: string[], limit: number): Promise<QuestionListRow[]> {
    if (words.length === 0) return [];
    const rows = await this.listed(db).select(LIST_COLUMNS)
      .andWhere((w) => { for (const word of words) w.orWhereRaw(...containsText('title', word)); })
      .orderBy([{ column: 'vote_count', order: 'desc' }, { column: 'answer_count', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map(listRow);
  }

  /** Listed questions among `ids` (a subquery), most answered and voted first. */
  async listedAmong(db: Db, ids: Knex.QueryBuilder, limit: number): Promise<QuestionListRow[]> {
    const rows = await this.listed(db).select(LIST_COLUMNS).whereIn('id', ids)
      .orderBy([{ column: 'answer_count', order: 'desc' }, { column: 'vote_count', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map(listRow);
  }

  private filtered(db: Db, f: ListFilter): Knex.QueryBuilder {
    const base = this.listed(db);
    if (f.within) base.whereIn('id', f.within);
    if (f.among) base.whereIn('id', f.among);
    if (f.exists) {
      // A walk checks each row it reads. MariaDB and MySQL turn an EXISTS into a semi-join read from
      // the subquery's side instead: every question of a busy tag fetched, then sorted (the
      // busiest at 1,000,000 questions: 148,000 rows, 3.6 s alone and 7.7 s under the mixed load,
      // against 0.04 s walked). A scalar subquery they check row by row.
      if (db.client.dialect === 'mysql') base.whereRaw('(?) is not null', [f.exists.clone().limit(1)]);
      else base.whereExists(f.exists);
    }
    if (f.since !== undefined) base.where('created_at', '>', f.since);
    if (f.order === 'unanswered') base.where('answer_count', 0);
    return base;
  }

  private listed(db: Db): Knex.QueryBuilder {
    return db('question').whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]).andWhere('show', Show.listed);
  }
}
