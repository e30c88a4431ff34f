import type { Knex } from 'knex';
import type { AccountContent, DeletedContentPurge } from '../../../admin/server/api.ts';
import { AnswerStatus, QuestionStatus } from '../post-rows.ts';
import type { AnswerRepository } from '../answers/answer-repository.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import type { QuestionRepository } from '../questions/question-repository.ts';
import type { QuestionService } from '../questions/question-service.ts';

/**
 * An account's questions and answers deleted when an admin removes all its content: each through
 * the same writes as a delete (counters, tags, `question.deleted`/`answer.deleted`, on which the
 * reputation its posts earned or cost is rolled back), answers first so their questions' counts
 * stay exact whether or not the question goes too.
 */
export function accountPosts(
  rows: { questions: QuestionRepository; answers: AnswerRepository },
  questions: QuestionService,
  answers: AnswerService,
): AccountContent {
  return {
    async removeAllOf(userId: string, trx: Knex.Transaction, by: string): Promise<void> {
      for (const answer of await rows.answers.notDeletedOf(trx, userId)) await answers.removeIn(trx, answer, by, '');
      for (const question of await rows.questions.notDeletedOf(trx, userId)) await questions.removeIn(trx, question, by, '');
    },
  };
}

/**
 * Answer's `delete/permanently` of questions or answers: the rows already deleted, gone for good.
 * As in Answer, answers under a purged question stay (their own purge takes the deleted ones).
 */
export function deletedPostsPurge(db: () => Knex, type: 'questions' | 'answers'): DeletedContentPurge {
  const [table, deleted] = type === 'questions' ? ['question', QuestionStatus.deleted] : ['answer', AnswerStatus.deleted];
  return { type, purge: () => db()(table).where({ status: deleted }).delete() };
}
