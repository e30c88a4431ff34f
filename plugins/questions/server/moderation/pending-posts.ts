import type { Knex } from 'knex';
import { IdGenerator, type Clock } from '../../../../kernel/api.ts';
import type { TagService } from '../../../tags/server/api.ts';
import type { PendingPosts } from '../api.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import { AnswerStatus, QuestionStatus } from '../post-rows.ts';
import type { QuestionService } from '../questions/question-service.ts';
import type { PostTables } from '../post-tables.ts';

/** What the review queue's decisions on new posts take. */
export interface PendingPostsDeps extends PostTables {
  tags: () => TagService;
  clock: Clock;
  /** Approval publishes, rejection drops held answers, as the services' own writes do. */
  questionService: QuestionService;
  answerService: AnswerService;
}

/** Aborts the transaction so neither the post nor the queue's row changes. */
class NotPending extends Error {}

/**
 * Questions' side of the review queue for new posts: approval publishes a pending post as the
 * ask or answer would have, rejection deletes it. Rows and tags are read before the transaction
 * (SQLite has one connection); the status moves only from pending, so a second decision finds
 * nothing to do.
 */
export class PendingPostsService implements PendingPosts {
  constructor(private readonly deps: PendingPostsDeps) {}

  async decide(objectId: string, decision: 'approve' | 'reject', reviewerId: string, alongside: (trx: Knex.Transaction) => Promise<void>): Promise<boolean> {
    const write = await this.writer(objectId, decision, reviewerId);
    if (!write) return false;
    try {
      await this.deps.db().transaction(async (trx) => {
        if (!(await write(trx))) throw new NotPending();
        await alongside(trx);
      });
      return true;
    } catch (err) {
      if (err instanceof NotPending) return false;
      throw err;
    }
  }

  /** What the decision writes, prepared outside the transaction; undefined for a post that is not pending. */
  private async writer(objectId: string, decision: 'approve' | 'reject', reviewerId: string): Promise<((trx: Knex.Transaction) => Promise<boolean>) | undefined> {
    const now = this.deps.clock.now();
    if (IdGenerator.typeOf(objectId) === 'question') {
      const row = await this.deps.questions.byId(this.deps.db(), objectId);
      if (row?.status !== QuestionStatus.pending) return undefined;
      if (decision === 'reject') return async (trx) => {
        if (!(await this.deps.questions.moveStatus(trx, row.id, QuestionStatus.pending, { status: QuestionStatus.deleted, updated_at: now }))) return false;
        await this.deps.questionService.dropPendingAnswers(trx, row.id, reviewerId);
        return true;
      };
      const tagIds = ((await this.deps.tags().tagsOf([row.id])).get(row.id) ?? []).map((t) => t.tag_id);
      return (trx) => this.deps.questionService.publish(trx, row, tagIds);
    }
    if (IdGenerator.typeOf(objectId) === 'answer') {
      const row = await this.deps.answers.byId(this.deps.db(), objectId);
      if (row?.status !== AnswerStatus.pending) return undefined;
      if (decision === 'reject') return (trx) => this.deps.answers.moveStatus(trx, row.id, AnswerStatus.pending, { status: AnswerStatus.deleted, updated_at: now });
      const question = await this.deps.questions.byId(this.deps.db(), row.question_id);
      if (!question) return undefined;
      return (trx) => this.deps.answerService.publish(trx, row, question);
    }
    return undefined;
  }
}
