import { containsText } from '../../../../kernel/api.ts';
import type { Knex } from 'knex';
import { AnswerStatus, QuestionStatus, normalizeRow, type AnswerRow, type Db, type QuestionRow } from '../post-rows.ts';

interface Search {
  /** Undefined: every status. */
  status: number | undefined;
  /** Only this member's posts, or ''. */
  userId: string;
  /** Words of a title (questions) or a body (answers). */
  query: string;
  /** The search text read as a post id, or ''. */
  id: string;
  page: number;
  pageSize: number;
}

/** The admin's lists (every post of a status, hidden ones included, newest first) and the flag desk's lookups. */
export class AdminPostRepository {
  async questions(db: Db, q: Search): Promise<{ count: number; list: QuestionRow[] }> {
    const base = this.filtered(db('question'), q);
    if (q.query) base.andWhere((w) => {
      w.whereRaw(...containsText('title', q.query));
      if (q.id) w.orWhere('id', q.id);
    });
    return this.page(base, q, (r) => normalizeRow<QuestionRow>(r)!);
  }

  async answers(db: Db, q: Search & { questionId: string }): Promise<{ count: number; list: AnswerRow[] }> {
    const base = this.filtered(db('answer'), q);
    if (q.questionId) base.andWhere('question_id', q.questionId);
    if (q.query) base.andWhere((w) => {
      w.whereRaw(...containsText('original_text', q.query));
      if (q.id) w.orWhere('id', q.id).orWhere('question_id', q.id);
    });
    return this.page(base, q, (r) => normalizeRow<AnswerRow>(r)!);
  }

  async answersByIds(db: Db, ids: string[]): Promise<AnswerRow[]> {
    if (ids.length === 0) return [];
    return (await db('answer').whereIn('id', ids)).map((r) => normalizeRow<AnswerRow>(r)!);
  }

  /** The dashboard's content counts: live questions (open or closed) and live answers. */
  async figures(db: Db): Promise<{ question_count: number; resolved_count: number; unanswered_count: number; answer_count: number }> {
    const live = () => db('question').whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]);
    const count = async (q: Knex.QueryBuilder) => Number((await q.count({ n: '*' }).first())?.n ?? 0);
    return {
      question_count: await count(live()),
      resolved_count: await count(live().whereNot('accepted_answer_id', '0')),
      unanswered_count: await count(live().where('answer_count', 0)),
      answer_count: await count(db('answer').where('status', AnswerStatus.normal)),
    };
  }

  private filtered(base: Knex.QueryBuilder, q: Search): Knex.QueryBuilder {
    if (q.status !== undefined) base.where('status', q.status);
    if (q.userId) base.where('user_id', q.userId);
    return base;
  }

  private async page<T>(base: Knex.QueryBuilder, q: Search, map: (row: Record<string, unknown>) => T): Promise<{ count: number; list: T[] }> {
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = await base.clone().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: rows.map(map) };
  }
}
