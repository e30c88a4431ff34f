import type { Knex } from 'knex';

/** How many owed questions one sweep takes up. */
const SWEEP_BATCH = 500;

/**
 * The `search_pending` table: which questions' index writes are owed. The in-memory queue
 * (IndexQueue) does the work; this only makes sure that work outlives the process that queued it.
 * Its times are the machine's (Date.now), not the site clock: they say how long ago a process
 * owed a write, which a test's clock does not move.
 */
export class PendingJournal {
  constructor(private readonly db: () => Knex) {}

  /** Notes a question's change, in the transaction that makes it when there is one. */
  async note(trx: Knex | Knex.Transaction | undefined, questionId: string): Promise<void> {
    await (trx ?? this.db())('search_pending').insert({ question_id: questionId, queued_at: Date.now() }).onConflict('question_id').merge();
  }

  /**
   * Clears what a write covered: the notes of `questionIds` made by `takenAt`, the moment the
   * write began. A note made since is a change the write may have missed, and stays.
   */
  async done(questionIds: string[], takenAt: number): Promise<void> {
    if (questionIds.length === 0) return;
    await this.db()('search_pending').whereIn('question_id', questionIds).andWhere('queued_at', '<=', takenAt).delete();
  }

  /** Owed questions noted before `before` (all of them with no bound), oldest first. */
  async owed(before = Number.MAX_SAFE_INTEGER): Promise<string[]> {
    const rows = await this.db()('search_pending').where('queued_at', '<', before).orderBy('queued_at').limit(SWEEP_BATCH).select('question_id');
    return rows.map((r: { question_id: string }) => r.question_id);
  }
}
