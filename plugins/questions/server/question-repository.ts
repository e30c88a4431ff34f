import type { Knex } from 'knex';
import { likeContains, normalizeRow, QuestionStatus, Show, type Counter, type Db, type QuestionRow } from './post-rows.ts';

export type QuestionOrder = 'active' | 'newest' | 'frequent' | 'score' | 'unanswered';

const ORDERS: Record<QuestionOrder, { column: string; order: 'desc' }[]> = {
  active: [{ column: 'post_update_time', order: 'desc' }],
  newest: [{ column: 'created_at', order: 'desc' }],
  frequent: [{ column: 'view_count', order: 'desc' }],
  score: [{ column: 'vote_count', order: 'desc' }],
  unanswered: [{ column: 'created_at', order: 'desc' }],
};

const one = (row: Record<string, unknown> | undefined) => normalizeRow<QuestionRow>(row);

/** All SQL on `question`. */
export class QuestionRepository {
  async byId(db: Db, id: string): Promise<QuestionRow | undefined> {
    return one(await db('question').where({ id }).first());
  }

  async byIds(db: Db, ids: string[]): Promise<QuestionRow[]> {
    if (ids.length === 0) return [];
    return (await db('question').whereIn('id', ids)).map((r) => one(r)!);
  }

  async insert(db: Db, row: QuestionRow): Promise<void> {
    await db('question').insert(row);
  }

  async update(db: Db, id: string, fields: Partial<QuestionRow>): Promise<void> {
    await db('question').where({ id }).update(fields);
  }

  async increment(db: Db, id: string, column: Counter | 'view_count' | 'answer_count', delta: number): Promise<void> {
    await db('question').where({ id }).increment(column, delta);
  }

  /** Listed questions (not hidden, not deleted), pinned first, then by `order`. */
  async page(db: Db, q: { page: number; pageSize: number; order: QuestionOrder; within?: Knex.QueryBuilder }): Promise<{ count: number; list: QuestionRow[] }> {
    const base = this.listed(db);
    if (q.within) base.whereIn('id', q.within);
    if (q.order === 'unanswered') base.where('answer_count', 0);
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = await base.clone()
      .orderBy([{ column: 'pin', order: 'desc' }, ...ORDERS[q.order], { column: 'id', order: 'desc' }])
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: rows.map((r: Record<string, unknown>) => one(r)!) };
  }

  /** Listed questions whose title contains any of the words, best voted first. */
  async withTitleWords(db: Db, words: string[], limit: number): Promise<QuestionRow[]> {
    if (words.length === 0) return [];
    const rows = await this.listed(db)
      .andWhere((w) => { for (const word of words) w.orWhereRaw('?? like ? escape ?', ['title', likeContains(word), '!']); })
      .orderBy([{ column: 'vote_count', order: 'desc' }, { column: 'answer_count', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map((r: Record<string, unknown>) => one(r)!);
  }

  /** Listed questions among `ids` (a subquery), most answered and voted first. */
  async listedAmong(db: Db, ids: Knex.QueryBuilder, limit: number): Promise<QuestionRow[]> {
    const rows = await this.listed(db).whereIn('id', ids)
      .orderBy([{ column: 'answer_count', order: 'desc' }, { column: 'vote_count', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map((r: Record<string, unknown>) => one(r)!);
  }

  private listed(db: Db): Knex.QueryBuilder {
    return db('question').whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]).andWhere('show', Show.listed);
  }
}
