import type { Knex } from 'knex';
import type { Clock } from '../../../../kernel/api.ts';
import type { QuestionRepository } from './question-repository.ts';
import type { ViewWriter } from './view-buffer.ts';

/** How long a written claim is remembered: far longer than any claim waits to be written again. */
const CLAIMS_KEPT_SECONDS = 86_400;

/**
 * Writes a claim's views in one transaction that records the claim: a second write of the same
 * claim (its first writer died before settling it, or two processes took it up at once) fails
 * on the claim's key, or waits for the first and then fails, and writes nothing. Questions are
 * written in id order, so two claims over the same questions never deadlock each other.
 */
export function viewWriter(db: () => Knex, questions: QuestionRepository, clock: Clock): ViewWriter {
  return async (claim, views) => {
    const now = clock.now();
    try {
      await db().transaction(async (trx) => {
        await trx('question_view_claim').insert({ claim, created_at: now });
        const ids = Object.keys(views).sort((a, b) => Number(a) - Number(b));
        for (const id of ids) await questions.increment(trx, id, 'view_count', views[id]!);
        await trx('question_view_claim').where('created_at', '<', now - CLAIMS_KEPT_SECONDS).delete();
      });
    } catch (err) {
      if (await db()('question_view_claim').where({ claim }).first()) return;
      throw err;
    }
  };
}
