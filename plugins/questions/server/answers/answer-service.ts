import type { Knex } from 'knex';
import { ConflictError, ForbiddenError, InputError, isStaff, NotFoundError, type SessionUser } from '../../../../kernel/api.ts';
import type { AnswerDetail, AnswerUpdated } from '../../schemas/answer.ts';
import type { AnswerQueryService } from './answer-query-service.ts';
import type { PostWrites } from '../post-writes.ts';
import type { Viewer } from '../viewer.ts';
import { Accepted, AnswerStatus, QuestionStatus, type AnswerRow, type QuestionRow } from '../post-rows.ts';
import { fromShortId } from '../questions/permalink.ts';
import { answerErrors } from '../questions/question-rules.ts';
import type { ContentVersion, VersionAuthor } from '../../../tags/server/api.ts';
import type { Alongside, PostHold } from '../api.ts';

const failIf = (errors: { error_field: string; error_msg: string }[]) => {
  if (errors.length) throw InputError.fields('base.request_format_error', errors);
};
const questionGone = () => new NotFoundError('error.question.not_found');
const answerGone = () => new NotFoundError('error.answer.not_found');

/** What writing answers takes. */
export interface AnswerServiceDeps extends PostWrites {
  /** Presents what was written. */
  query: AnswerQueryService;
}

/** Writing answers: add, edit, delete, recover; counters on the question move with them. */
export class AnswerService {
  constructor(private readonly deps: AnswerServiceDeps) {}

  /** Answers with the new answer and its question (Answer's `{ info, question }`). */
  async add(viewer: Viewer & { user: SessionUser }, input: { question_id: string; content: string }): Promise<AnswerDetail> {
    const user = viewer.user;
    await this.deps.privileges.check(user, 'answer.add');
    failIf(answerErrors(input.content));
    const rules = await this.deps.writeRules();
    const question = await this.deps.questions.byId(this.deps.db(), fromShortId(input.question_id));
    if (!question || question.status === QuestionStatus.deleted) throw questionGone();
    if (question.status === QuestionStatus.pending && question.user_id !== user.id && !isStaff(user)) throw questionGone();
    if (question.status === QuestionStatus.closed) throw new InputError('error.answer.question_closed');
    if (rules.restrict_answer && (await this.deps.answers.liveByUser(this.deps.db(), question.id, user.id))) throw new ForbiddenError('error.answer.restrict_answer');
    const hold = await this.deps.intake.check(user, { objectType: 'answer', title: question.title, content: input.content, tags: [] });
    // Rendered before the transaction: inside it, every moment holds SQLite's one writer.
    const parsed = this.deps.md.render(input.content);
    const row = await this.deps.db().transaction(async (trx) => {
      const inserted = await this.insert(trx, question, user, input.content, parsed, hold);
      await this.deps.drafts.remove(trx, { userId: user.id, objectType: 'answer', objectId: question.id });
      return inserted;
    });
    return this.deps.query.detail(row, viewer, { writtenByViewer: true, viewersOnlyAnswer: rules.restrict_answer });
  }

  /**
   * Inserts an answer and moves the question's counters, inside the caller's transaction;
   * `parsed`: the content rendered beforehand. A held answer (`hold`) is stored pending and
   * queued: no counter moves and no `answer.created` goes out until it is approved (`publish`).
   */
  async insert(trx: Knex.Transaction, question: QuestionRow, user: SessionUser, content: string, parsed: string, hold?: PostHold): Promise<AnswerRow> {
    const now = this.deps.clock.now();
    const row: AnswerRow = {
      id: await this.deps.ids.next(trx, 'answer'), question_id: question.id, user_id: user.id, original_text: content, parsed_text: parsed,
      status: hold ? AnswerStatus.pending : AnswerStatus.normal, accepted: Accepted.no, vote_count: 0, collection_count: 0, follow_count: 0, comment_count: 0,
      last_edit_user_id: '0', revision: 1, created_at: now, updated_at: now, edited_at: 0,
    };
    await this.deps.answers.insert(trx, row);
    await this.deps.versions.record(trx, this.version(row.id, content, ''), { userId: user.id, activity: 'created' });
    if (hold) await this.deps.intake.hold(trx, { objectType: 'answer', objectId: row.id, userId: user.id, hold });
    else await this.goLive(trx, row, question, now);
    return row;
  }

  /** Approval: the answer counts on its question and `answer.created` goes out, as for a new answer. */
  async publish(trx: Knex.Transaction, row: AnswerRow, question: QuestionRow): Promise<boolean> {
    const now = this.deps.clock.now();
    if (!(await this.deps.answers.moveStatus(trx, row.id, AnswerStatus.pending, { status: AnswerStatus.normal, updated_at: now }))) return false;
    await this.goLive(trx, row, question, now);
    return true;
  }

  /**
   * `question` was read before the transaction. A question is held only from its creation, so a
   * live one stays live; a held one may have been approved since, and the event's `held` decides
   * who tells of this answer (its notice, or the approval's `answeredWhileHeld`), so it is read
   * again here, after the counter moved: that update waited for any approval holding the row and
   * sees it, and an approval after this commit finds the answer (QuestionService.publish). Only
   * answers on held questions (staff's) pay the read.
   */
  private async goLive(trx: Knex.Transaction, row: AnswerRow, question: QuestionRow, now: number): Promise<void> {
    await this.deps.questions.increment(trx, question.id, 'answer_count', 1, { last_answer_id: row.id, post_update_time: now, operator_id: row.user_id, operation_type: 'answered' });
    const held = question.status === QuestionStatus.pending && (await this.deps.questions.byId(trx, question.id))?.status === QuestionStatus.pending;
    await this.deps.events.emit('answer.created', {
      answerId: row.id, questionId: question.id, userId: row.user_id, authorId: row.user_id, questionAuthorId: question.user_id,
      question: { title: question.title, held }, body: row.original_text,
    }, trx);
  }

  /** Who edits directly and whose edit waits for review is the revisions plugin's call. */
  async update(user: SessionUser, input: { id: string; content: string; edit_summary?: string }, alongside?: Alongside): Promise<AnswerUpdated> {
    const row = await this.live(input.id);
    if (row.status === AnswerStatus.pending) throw new InputError('error.answer.under_review', { err_type: 'toast' });
    failIf(answerErrors(input.content));
    const mode = await this.deps.versions.admit(user, row, 'answer');
    const version = this.version(row.id, input.content, input.edit_summary ?? '');
    if (mode === 'review') {
      if (alongside) throw new Error('a suggested edit takes no writes alongside'); // only staff pass them, and staff edit directly
      await this.deps.versions.suggest(version, user.id);
    } else await this.write(version, { userId: user.id, activity: 'edited' }, alongside);
    return { wait_for_review: mode === 'review' };
  }

  /** Makes `version` the answer's content, as `by` wrote it. */
  async write(version: ContentVersion, by: VersionAuthor, alongside?: Alongside): Promise<void> {
    const row = await this.live(version.objectId);
    const now = this.deps.clock.now();
    await this.deps.db().transaction(async (trx) => {
      await this.deps.answers.update(trx, row.id, {
        original_text: version.content, parsed_text: this.deps.md.render(version.content), last_edit_user_id: by.userId,
        revision: row.revision + 1, updated_at: now, edited_at: now,
      });
      await this.deps.versions.record(trx, version, by);
      await this.deps.events.emit('answer.updated', { answerId: row.id, questionId: row.question_id, userId: by.userId, authorId: row.user_id }, trx);
      await this.deps.drafts.remove(trx, { userId: by.userId, objectType: 'answer', objectId: row.id });
      await alongside?.(trx);
    });
  }

  version(answerId: string, content: string, summary: string): ContentVersion {
    return { objectId: answerId, objectType: 'answer', title: '', slug_name: '', content, tags: [], summary };
  }

  /** Author or staff; an accepted answer only by staff (SPEC §4 warns about it). `reason`: the admin's, kept on the timeline. */
  async remove(user: SessionUser, rawId: string, reason = '', alongside?: Alongside): Promise<void> {
    const row = await this.editable(rawId, user);
    if (row.accepted === Accepted.yes && !isStaff(user)) throw new InputError('error.answer.accepted_cannot_delete', { err_type: 'modal' });
    await this.deps.db().transaction(async (trx) => {
      await this.removeIn(trx, row, user.id, reason);
      await alongside?.(trx);
    });
  }

  /** The delete's writes in the caller's transaction (also an admin's removal of all of an account's posts). */
  async removeIn(trx: Knex.Transaction, row: AnswerRow, actorId: string, reason: string): Promise<void> {
    // From the status read: an approval committed meanwhile would otherwise go uncounted below.
    if (!(await this.deps.answers.moveStatus(trx, row.id, row.status, { status: AnswerStatus.deleted, accepted: Accepted.no, updated_at: this.deps.clock.now() })))
      throw new ConflictError('error.answer.changed_meanwhile');
    // A pending answer was never counted on its question.
    if (row.status !== AnswerStatus.pending) await this.recount(trx, row, -1);
    await this.deps.events.emit('answer.deleted', { answerId: row.id, questionId: row.question_id, userId: actorId, authorId: row.user_id, reason }, trx);
  }

  async recover(user: SessionUser, rawId: string): Promise<void> {
    const row = await this.deps.answers.byId(this.deps.db(), fromShortId(rawId));
    if (!row) throw answerGone();
    if (row.status !== AnswerStatus.deleted) throw new InputError('error.answer.not_deleted');
    await this.deps.db().transaction(async (trx) => {
      // Once, however many recovers race: only the one that moves the row counts it back.
      if (!(await this.deps.answers.moveStatus(trx, row.id, AnswerStatus.deleted, { status: AnswerStatus.normal, updated_at: this.deps.clock.now() })))
        throw new InputError('error.answer.not_deleted');
      await this.recount(trx, row, 1);
      await this.deps.events.emit('answer.recovered', { answerId: row.id, questionId: row.question_id, userId: user.id, authorId: row.user_id }, trx);
    });
  }

  /** answer_count, last_answer_id and the acceptance follow an answer leaving or coming back. */
  private async recount(trx: Knex.Transaction, row: AnswerRow, delta: number): Promise<void> {
    await this.deps.questions.increment(trx, row.question_id, 'answer_count', delta);
    const latest = await this.deps.answers.latestLive(trx, row.question_id);
    const question = await this.deps.questions.byId(trx, row.question_id);
    const fields: Partial<QuestionRow> = { last_answer_id: latest?.id ?? '0' };
    if (question?.accepted_answer_id === row.id) fields.accepted_answer_id = '0';
    await this.deps.questions.update(trx, row.question_id, fields);
  }

  /** The asker accepts an answer, or takes the acceptance back (same id again, or none). */
  async accept(user: SessionUser, input: { question_id: string; answer_id?: string }): Promise<void> {
    const question = await this.deps.questions.byId(this.deps.db(), fromShortId(input.question_id));
    if (!question || question.status === QuestionStatus.deleted) throw questionGone();
    if (question.user_id !== user.id) throw new ForbiddenError('error.answer.accept_not_asker');
    const answerId = input.answer_id ? fromShortId(input.answer_id) : '0';
    const cancel = answerId === '0' || answerId === question.accepted_answer_id;
    const answer = cancel ? undefined : await this.deps.answers.byId(this.deps.db(), answerId);
    if (!cancel && (!answer || answer.question_id !== question.id || answer.status !== AnswerStatus.normal)) throw answerGone();
    const previous = question.accepted_answer_id;
    await this.deps.db().transaction(async (trx) => {
      const emit = async (id: string, accepted: boolean) => {
        const authorId = (await this.deps.answers.byId(trx, id))?.user_id ?? '0';
        await this.deps.events.emit('answer.accepted', { answerId: id, questionId: question.id, userId: user.id, authorId, accepted }, trx);
      };
      if (previous !== '0') {
        await this.deps.answers.update(trx, previous, { accepted: Accepted.no });
        await emit(previous, false);
      }
      if (!cancel) await this.deps.answers.update(trx, answerId, { accepted: Accepted.yes });
      await this.deps.questions.update(trx, question.id, { accepted_answer_id: cancel ? '0' : answerId });
      if (!cancel) await emit(answerId, true);
    });
  }

  /** The answer, when this member may delete it (author or staff, not deleted). */
  async editable(rawId: string, user: SessionUser): Promise<AnswerRow> {
    const row = await this.live(rawId);
    if (row.user_id !== user.id && !isStaff(user)) throw new ForbiddenError('error.answer.no_permission');
    return row;
  }

  /** The answer unless it is unknown or deleted. */
  async live(rawId: string): Promise<AnswerRow> {
    const row = await this.deps.answers.byId(this.deps.db(), fromShortId(rawId));
    if (!row || row.status === AnswerStatus.deleted) throw answerGone();
    return row;
  }
}
