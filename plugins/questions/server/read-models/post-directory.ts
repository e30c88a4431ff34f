import type { Knex } from 'knex';
import { IdGenerator } from '../../../../kernel/api.ts';
import type { PostDirectory, PostRef } from '../api.ts';
import type { AnswerRepository } from '../answers/answer-repository.ts';
import { AnswerStatus, QuestionStatus, type Counter } from '../post-rows.ts';
import type { QuestionRepository } from '../questions/question-repository.ts';

/** A stored question status as PostRef names it. */
export const STATUS: Record<number, PostRef['status']> = {
  [QuestionStatus.normal]: 'normal', [QuestionStatus.closed]: 'closed', [QuestionStatus.deleted]: 'deleted', [QuestionStatus.pending]: 'pending',
};

/** PostDirectory for comments, votes, bookmarks and follows. An answer carries its question's title. */
export class PostDirectoryService implements PostDirectory {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly answers: AnswerRepository,
  ) {}

  async find(db: Knex | Knex.Transaction, objectId: string): Promise<PostRef | undefined> {
    const type = IdGenerator.typeOf(objectId);
    if (type === 'question') {
      const q = await this.questions.byId(db, objectId);
      return q && { id: q.id, type, user_id: q.user_id, question_id: q.id, status: STATUS[q.status] ?? 'normal', title: q.title, html: q.parsed_text };
    }
    if (type === 'answer') {
      const a = await this.answers.byId(db, objectId);
      const q = a && (await this.questions.byId(db, a.question_id));
      if (!a || !q) return undefined;
      // A live answer on a held question is as held as its question: its title must not leak.
      const status = a.status === AnswerStatus.deleted ? 'deleted' : a.status === AnswerStatus.pending || q.status === QuestionStatus.pending ? 'pending' : 'normal';
      return { id: a.id, type, user_id: a.user_id, question_id: q.id, status, title: q.title, html: a.parsed_text };
    }
    return undefined;
  }

  async adjust(trx: Knex.Transaction, objectId: string, counter: Counter, delta: number, questionId?: string): Promise<void> {
    const type = IdGenerator.typeOf(objectId);
    if (type === 'question') await this.questions.increment(trx, objectId, counter, delta);
    else if (type === 'answer') {
      await this.answers.increment(trx, objectId, counter, delta);
      // votes on an answer count in full in its question's hot score
      if (counter === 'vote_count') await this.questions.hot.rescoreAnswered(trx, objectId, questionId);
    }
  }
}
