import type { Knex } from 'knex';
import { AnswerStatus, normalizeRow, type AnswerRow, type Counter, type Db } from '../post-rows.ts';

export type AnswerOrder = 'score' | 'newest';

const one = (row: Record<string, unknown> | undefined) => normalizeRow<AnswerRow>(row);

/** All SQL on `answer`. */
export class AnswerRepository {
  async byId(db: Db, id: string): Promise<AnswerRow | undefined> {
    return one(await db('answer').where({ id }).first());
  }

  /** An author's answers not yet deleted (live or held for review), oldest first. */
  async notDeletedOf(db: Db, userId: string): Promise<AnswerRow[]> {
    const rows = await db('answer').where({ user_id: userId }).whereNot({ status: AnswerStatus.deleted }).orderBy('id');
    return rows.map((r: Record<string, unknown>) => one(r)!);
  }

  async insert(db: Db, row: AnswerRow): Promise<void> {
    await db('answer').insert(row);
  }

  async update(db: Db, id: string, fields: Partial<AnswerRow>): Promise<void> {
    await db('answer').where({ id }).update(fields);
  }

  /** Changes the row only while it has status `from` (a decision taken once, however many race). */
  async moveStatus(db: Db, id: string, from: number, fields: Partial<AnswerRow>): Promise<boolean> {
    return (await db('answer').where({ id, status: from }).update(fields)) > 0;
  }

  async increment(db: Db, id: string, column: Counter, delta: number): Promise<void> {
    await db('answer').where({ id }).increment(column, delta);
  }

  /** Answers of a question: the accepted one first, then by score or age. */
  async page(db: Db, q: { questionId: string; order: AnswerOrder; withDeleted: boolean; pendingOf?: string; page: number; pageSize: number }): Promise<{ count: number; list: AnswerRow[] }> {
    const base = db('answer').where({ question_id: q.questionId });
    // A member's own pending answers show to them (with Answer's awaiting-review note), to nobody else.
    if (!q.withDeleted) base.andWhere((live) => {
      live.where('status', AnswerStatus.normal);
      if (q.pendingOf) live.orWhere({ status: AnswerStatus.pending, user_id: q.pendingOf });
    });
    const [{ n }] = await base.clone().count({ n: '*' });
    const order = q.order === 'newest'
      ? [{ column: 'created_at', order: 'desc' as const }, { column: 'id', order: 'desc' as const }]
      : [{ column: 'vote_count', order: 'desc' as const }, { column: 'created_at', order: 'asc' as const }, { column: 'id', order: 'asc' as const }];
    const rows = await base.clone()
      .orderBy([{ column: 'accepted', order: 'desc' }, ...order])
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: rows.map((r) => one(r)!) };
  }

  /** The member's live answer to a question, if any (write.restrict_answer). */
  async liveByUser(db: Db, questionId: string, userId: string): Promise<AnswerRow | undefined> {
    return one(await db('answer').where({ question_id: questionId, user_id: userId, status: AnswerStatus.normal }).orderBy('id').first());
  }

  /** Whether the member has an answer to the question held for review (which only they and staff see listed). */
  async heldOf(db: Db, questionId: string, userId: string): Promise<boolean> {
    return !!(await db('answer').where({ question_id: questionId, user_id: userId, status: AnswerStatus.pending }).first('id'));
  }

  /** Answers of a question by anyone but `userId`, live or held for review (SPEC §4: the author may not delete either). */
  async countByOthers(db: Db, questionId: string, userId: string): Promise<number> {
    const [{ n }] = await db('answer').where({ question_id: questionId }).whereIn('status', [AnswerStatus.normal, AnswerStatus.pending]).andWhereNot('user_id', userId).count({ n: '*' });
    return Number(n);
  }

  /** A question's answers held for review. */
  async pendingOf(db: Db, questionId: string): Promise<AnswerRow[]> {
    return (await db('answer').where({ question_id: questionId, status: AnswerStatus.pending }).orderBy('id')).map((r) => one(r)!);
  }

  /**
   * Who wrote each live answer of a question, oldest first; a locking read, which on MariaDB also
   * keeps new live answers of the question out until `trx` ends (QuestionService.publish).
   */
  async liveAuthors(trx: Knex.Transaction, questionId: string): Promise<{ id: string; user_id: string }[]> {
    const rows: { id: unknown; user_id: unknown }[] = await trx('answer').where({ question_id: questionId, status: AnswerStatus.normal }).orderBy('id').forShare().select('id', 'user_id');
    return rows.map((r) => ({ id: String(r.id), user_id: String(r.user_id) }));
  }

  /** The newest live answer of a question, or undefined. */
  async latestLive(db: Db, questionId: string): Promise<AnswerRow | undefined> {
    return one(await db('answer').where({ question_id: questionId, status: AnswerStatus.normal }).orderBy('id', 'desc').first());
  }
}
