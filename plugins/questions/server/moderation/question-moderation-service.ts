import type { Knex } from 'knex';
import { InputError, NotFoundError, type Clock, type PluginContext, type SessionUser } from '../../../../kernel/api.ts';
import type { Alongside } from '../api.ts';
import { Pin, QuestionStatus, Show, type QuestionRow } from '../post-rows.ts';
import { fromShortId } from '../questions/permalink.ts';
import type { QuestionRepository } from '../questions/question-repository.ts';
import type { ReasonCatalog } from '../reasons/reason-catalog.ts';

export type QuestionOperation = 'pin' | 'unpin' | 'hide' | 'show';

const OPERATIONS: Record<QuestionOperation, Partial<QuestionRow>> = {
  pin: { pin: Pin.on },
  unpin: { pin: Pin.off },
  hide: { show: Show.hidden },
  show: { show: Show.listed },
};

/** What staff moderation of questions takes. */
export interface QuestionModerationDeps {
  db: () => Knex;
  questions: QuestionRepository;
  events: Pick<PluginContext['events'], 'emit'>;
  clock: Clock;
  /** Close reasons: which exist, and which need the moderator's text. */
  reasons: ReasonCatalog;
}

/** Staff moderation of questions: close, reopen, pin, unpin, hide, show. */
export class QuestionModerationService {
  constructor(private readonly deps: QuestionModerationDeps) {}

  /** `close_type` is one of the question close reasons; those that take text need `close_msg`. */
  async close(user: SessionUser, input: { id: string; close_type: number; close_msg?: string }, alongside?: Alongside): Promise<void> {
    const row = await this.live(input.id);
    if (row.status === QuestionStatus.closed) throw new InputError('error.question.already_closed');
    // Closed questions are public: a held one goes through the review queue first.
    if (row.status === QuestionStatus.pending) throw new InputError('error.question.under_review', { err_type: 'toast' });
    const closeMsg = input.close_msg?.trim() ?? '';
    const reason = this.deps.reasons.find('question', 'close', input.close_type);
    if (!reason) throw InputError.fields('base.request_format_error', [{ error_field: 'close_type', error_msg: 'error.reason.invalid' }]);
    if (reason.content && !closeMsg) throw InputError.fields('base.request_format_error', [{ error_field: 'close_msg', error_msg: 'error.reason.remark_empty' }]);
    await this.deps.db().transaction(async (trx) => {
      await this.deps.questions.update(trx, row.id, { status: QuestionStatus.closed, close_type: input.close_type, close_msg: closeMsg, updated_at: this.deps.clock.now() });
      await this.deps.events.emit('question.closed', { questionId: row.id, userId: user.id, authorId: row.user_id, closeType: input.close_type, closeMsg }, trx);
      await alongside?.(trx);
    });
  }

  async reopen(user: SessionUser, rawId: string): Promise<void> {
    const row = await this.live(rawId);
    if (row.status !== QuestionStatus.closed) throw new InputError('error.question.not_closed');
    await this.deps.db().transaction(async (trx) => {
      await this.deps.questions.update(trx, row.id, { status: QuestionStatus.normal, close_type: 0, close_msg: '', updated_at: this.deps.clock.now() });
      await this.deps.events.emit('question.reopened', { questionId: row.id, userId: user.id, authorId: row.user_id }, trx);
    });
  }

  async operate(rawId: string, operation: QuestionOperation, userId?: string, alongside?: Alongside): Promise<void> {
    const row = await this.live(rawId);
    await this.deps.db().transaction(async (trx) => {
      await this.deps.questions.update(trx, row.id, { ...OPERATIONS[operation], updated_at: this.deps.clock.now() });
      await alongside?.(trx);
    });
    // Emitted after the commit, as before: the operation's handlers read outside any transaction.
    await this.deps.events.emit('question.operated', { questionId: row.id, operation, userId, authorId: row.user_id });
  }

  private async live(rawId: string): Promise<QuestionRow> {
    const row = await this.deps.questions.byId(this.deps.db(), fromShortId(rawId));
    if (!row || row.status === QuestionStatus.deleted) throw new NotFoundError('error.question.not_found');
    return row;
  }
}
