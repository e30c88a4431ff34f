import type { Knex } from 'knex';
import { locksRows } from '../../../kernel/api.ts';

export interface InviteRow {
  user_id: string;
  invited_by: string;
  active: boolean;
  position: number;
}

/** All SQL on `question_invite` and `question_invite_list`. */
export class InviteRepository {
  constructor(private readonly db: () => Knex) {}

  /** The members on a question's list now, in order. */
  async active(questionId: string): Promise<string[]> {
    const rows: { user_id: unknown }[] = await this.db()('question_invite').where({ question_id: questionId, active: 1 }).orderBy('position').select('user_id');
    return rows.map((r) => String(r.user_id));
  }

  /**
   * Makes the question's lock row, before the transaction that takes it: on MariaDB two
   * transactions inserting the same new row and then locking it deadlock, each holding the
   * shared lock the insert left.
   */
  async ensureList(questionId: string, now: number): Promise<void> {
    await this.db()('question_invite_list').insert({ question_id: questionId, updated_at: now }).onConflict('question_id').ignore();
  }

  /**
   * Locks the question's list for the rest of `trx` and reads every member ever on it: a second
   * write of the same list waits here until the first commits, so it sees the members the first
   * added and does not take them for new.
   */
  async lockAndRead(trx: Knex.Transaction, questionId: string): Promise<Map<string, InviteRow>> {
    if (locksRows(trx)) await trx('question_invite_list').where({ question_id: questionId }).forUpdate().first('question_id');
    const rows: Record<string, unknown>[] = await trx('question_invite').where({ question_id: questionId }).select('user_id', 'invited_by', 'active', 'position');
    return new Map(rows.map((r) => [String(r.user_id), { user_id: String(r.user_id), invited_by: String(r.invited_by), active: !!Number(r.active), position: Number(r.position) }]));
  }

  /** Makes `userIds` the list, in order; members taken off keep their row, inactive. */
  async write(trx: Knex.Transaction, questionId: string, userIds: string[], known: Map<string, InviteRow>, invitedBy: string, now: number): Promise<void> {
    await trx('question_invite').where({ question_id: questionId, active: 1 }).update({ active: 0 });
    for (const [position, userId] of userIds.entries()) {
      if (known.has(userId)) await trx('question_invite').where({ question_id: questionId, user_id: userId }).update({ active: 1, position });
      else await trx('question_invite').insert({ question_id: questionId, user_id: userId, invited_by: invitedBy, active: 1, position, created_at: now });
    }
    await trx('question_invite_list').where({ question_id: questionId }).update({ updated_at: now });
  }
}
