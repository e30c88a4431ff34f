import type { Knex } from 'knex';
import { ForbiddenError, InputError, isStaff, NotFoundError, type SessionUser } from '../../../../kernel/api.ts';
import type { TagInput } from '../../../tags/schemas/tag.ts';
import type { ContentVersion, TagService, VersionAuthor } from '../../../tags/server/api.ts';
import { versionTags } from '../edits/post-versions.ts';
import type { QuestionInfo, QuestionUpdated } from '../../schemas/question.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import type { PostWrites } from '../post-writes.ts';
import type { Viewer } from '../viewer.ts';
import type { Alongside } from '../api.ts';
import { AnswerStatus, QuestionStatus, type QuestionRow } from '../post-rows.ts';
import type { QuestionQueryService } from './question-query-service.ts';
import { answerErrors, questionErrors } from './question-rules.ts';
import { questionText } from './question-description.ts';
import { fromShortId, urlTitle } from './permalink.ts';
import { questionRecord } from '../read-models/post-records.ts';

export interface QuestionInput {
  title?: string;
  content?: string;
  tags?: TagInput[];
}

const failIf = (errors: { error_field: string; error_msg: string }[]) => {
  if (errors.length) throw InputError.fields('base.request_format_error', errors);
};

/** What asking, editing, deleting and recovering questions takes. */
export interface QuestionServiceDeps extends PostWrites {
  tags: () => TagService;
  query: QuestionQueryService;
  /** An answer asked with its question is written through it. */
  answerService: AnswerService;
}

/** Asking, editing, deleting and recovering questions. */
export class QuestionService {
  constructor(private readonly deps: QuestionServiceDeps) {}

  /**
   * A held question (a reviewer's screen) is stored pending: its tags do not count it and no
   * `question.created` goes out until it is approved (`publish`), so lists, search, feeds and
   * notifications never see it. Its own answer waits with it.
   */
  async ask(viewer: Viewer & { user: SessionUser }, input: QuestionInput, answerContent?: string): Promise<QuestionInfo> {
    const user = viewer.user;
    await this.deps.privileges.check(user, 'question.add');
    if (answerContent !== undefined) await this.deps.privileges.check(user, 'answer.add');
    const rules = await this.deps.writeRules();
    failIf([...questionErrors(input, rules), ...(answerContent === undefined ? [] : answerErrors(answerContent, 'answer_content'))]);
    const tags = await this.deps.tags().prepare(input.tags ?? [], user);
    const now = this.deps.clock.now();
    const content = input.content ?? '';
    const title = (input.title ?? '').trim();
    const hold = await this.deps.intake.check(user, { objectType: 'question', title, content, tags: (input.tags ?? []).map((t) => t.slug_name) });
    const answerHold = answerContent === undefined ? undefined
      : hold ?? (await this.deps.intake.check(user, { objectType: 'answer', title, content: answerContent, tags: [] }));
    // Rendered before the transaction: inside it, every moment holds SQLite's one writer.
    const text = questionText(this.deps.md, content);
    const answerParsed = answerContent === undefined ? '' : this.deps.md.render(answerContent);
    const row = await this.deps.db().transaction(async (trx) => {
      const id = await this.deps.ids.next(trx, 'question');
      const question: QuestionRow = {
        id, user_id: user.id, title, ...text,
        status: hold ? QuestionStatus.pending : QuestionStatus.normal, pin: 1, show: 1, view_count: 0, unique_view_count: 0, answer_count: 0,
        vote_count: 0, collection_count: 0, follow_count: 0, comment_count: 0,
        accepted_answer_id: '0', last_answer_id: '0', last_edit_user_id: '0', close_type: 0, close_msg: '',
        operator_id: user.id, operation_type: 'asked', revision: 1, created_at: now, updated_at: now, edited_at: 0, post_update_time: now,
      };
      await this.deps.questions.insert(trx, question);
      const saved = await tags.save(trx);
      const tagIds = saved.map((t) => t.tag_id);
      await this.deps.tags().attach(trx, id, tagIds, { newPost: true });
      await this.deps.versions.record(trx, {
        objectId: id, objectType: 'question', title: question.title, slug_name: '', content, tags: versionTags(saved), summary: '',
      }, { userId: user.id, activity: 'created' });
      if (hold) {
        // Linked, so the author sees the tags, but not counted until approval (as a deleted post's).
        await this.deps.tags().detach(trx, id);
        await this.deps.intake.hold(trx, { objectType: 'question', objectId: id, userId: user.id, hold });
      } else await this.deps.events.emit('question.created', { questionId: id, userId: user.id, authorId: user.id, tagIds, post: questionRecord(question, tagIds) }, trx);
      const answer = answerContent === undefined ? undefined : await this.deps.answerService.insert(trx, question, user, answerContent, answerParsed, answerHold);
      await this.deps.drafts.remove(trx, { userId: user.id, objectType: 'question', objectId: '' });
      // Only an answer asked with it moves the row after its insert (its counters).
      return { question: answer ? (await this.deps.questions.byId(trx, id))! : question, answers: answer ? [answer] : [], tags: saved };
    });
    // A question asked now has no answers but the one asked with it, the tags just linked, and
    // nobody has voted on, collected or followed it yet.
    return this.deps.query.present(row.question, viewer, { answers: row.answers, allOfViewer: true, tags: row.tags, writtenByViewer: true });
  }

  /**
   * Closed questions can still be edited (SPEC §4). Who edits directly and whose edit waits for
   * review is the revisions plugin's call (author and staff only without it).
   */
  async update(viewer: Viewer & { user: SessionUser }, input: QuestionInput & { id: string; edit_summary?: string }, alongside?: Alongside): Promise<QuestionUpdated> {
    const user = viewer.user;
    const row = await this.live(input.id);
    if (row.status === QuestionStatus.pending) throw new InputError('error.question.under_review', { err_type: 'toast' });
    failIf(questionErrors(input, await this.deps.writeRules()));
    const mode = await this.deps.versions.admit(user, row, 'question');
    const title = (input.title ?? '').trim();
    const version: ContentVersion = {
      objectId: row.id, objectType: 'question', title, slug_name: '', content: input.content ?? '', tags: versionTags(input.tags ?? []), summary: input.edit_summary ?? '',
    };
    if (mode === 'review') {
      if (alongside) throw new Error('a suggested edit takes no writes alongside'); // only staff pass them, and staff edit directly
      await this.prepareTags(row.id, version, user);
      await this.deps.versions.suggest(version, user.id);
    } else await this.write(version, { userId: user.id, activity: 'edited' }, user, alongside);
    return { url_title: urlTitle(title), wait_for_review: mode === 'review' };
  }

  /** Makes `version` the question's content, as `by` wrote it; `actor` is who applies it. */
  async write(version: ContentVersion, by: VersionAuthor, actor: SessionUser, alongside?: Alongside): Promise<void> {
    const row = await this.live(version.objectId);
    const tags = await this.prepareTags(row.id, version, actor);
    const now = this.deps.clock.now();
    const text = questionText(this.deps.md, version.content);
    await this.deps.db().transaction(async (trx) => {
      await this.deps.questions.update(trx, row.id, {
        title: version.title, ...text, last_edit_user_id: by.userId,
        revision: row.revision + 1, updated_at: now, edited_at: now, post_update_time: now, operator_id: by.userId, operation_type: 'modified',
      });
      const saved = await tags.save(trx);
      const tagIds = saved.map((t) => t.tag_id);
      await this.deps.tags().attach(trx, row.id, tagIds);
      await this.deps.versions.record(trx, { ...version, tags: versionTags(saved) }, by);
      await this.deps.events.emit('question.updated', { questionId: row.id, userId: by.userId, authorId: row.user_id, tagIds }, trx);
      await this.deps.drafts.remove(trx, { userId: by.userId, objectType: 'question', objectId: row.id });
      await alongside?.(trx);
    });
  }

  /** A member may keep a reserved tag staff put on the question. */
  private async prepareTags(questionId: string, version: ContentVersion, user: SessionUser) {
    const current = (await this.deps.tags().tagsOf([questionId])).get(questionId) ?? [];
    return this.deps.tags().prepare(version.tags, user, current.map((t) => t.slug_name));
  }

  /**
   * SPEC §4: an author cannot delete a question that others have answered; staff can. Answers held
   * for review count too: the delete would drop them, and only staff may discard another member's
   * post. `reason`: the admin's, kept on the timeline.
   */
  async remove(user: SessionUser, rawId: string, reason = '', alongside?: Alongside): Promise<void> {
    const row = await this.editable(rawId, user);
    if (!isStaff(user) && (await this.deps.answers.countByOthers(this.deps.db(), row.id, user.id)) > 0)
      throw new InputError('error.question.has_answers', { err_type: 'modal' });
    await this.deps.db().transaction(async (trx) => {
      await this.removeIn(trx, row, user.id, reason);
      await alongside?.(trx);
    });
  }

  /** The delete's writes in the caller's transaction (also an admin's removal of all of an account's posts). */
  async removeIn(trx: Knex.Transaction, row: QuestionRow, actorId: string, reason: string): Promise<void> {
    await this.deps.questions.update(trx, row.id, { status: QuestionStatus.deleted, updated_at: this.deps.clock.now() });
    await this.deps.tags().detach(trx, row.id);
    await this.dropPendingAnswers(trx, row.id, actorId);
    await this.deps.events.emit('question.deleted', { questionId: row.id, userId: actorId, authorId: row.user_id, reason }, trx);
  }

  /**
   * A question deleted, or rejected while held, takes its held answers with it: they could never
   * go live under it, so their review is moot (recovering the question does not bring them back,
   * as it would not after a rejection). `answer.deleted` closes their queue entries in this
   * transaction.
   */
  async dropPendingAnswers(trx: Knex.Transaction, questionId: string, userId: string): Promise<void> {
    const now = this.deps.clock.now();
    for (const answer of await this.deps.answers.pendingOf(trx, questionId)) {
      if (!(await this.deps.answers.moveStatus(trx, answer.id, AnswerStatus.pending, { status: AnswerStatus.deleted, updated_at: now }))) continue;
      await this.deps.events.emit('answer.deleted', { answerId: answer.id, questionId, userId, authorId: answer.user_id, reason: '' }, trx);
    }
  }

  /** Staff bring a deleted question back (open). */
  async recover(user: SessionUser, rawId: string): Promise<void> {
    const row = await this.deps.questions.byId(this.deps.db(), fromShortId(rawId));
    if (!row) throw new NotFoundError('error.question.not_found');
    if (row.status !== QuestionStatus.deleted) throw new InputError('error.question.not_deleted');
    await this.deps.db().transaction(async (trx: Knex.Transaction) => {
      // Once, however many recovers race: only the one that moves the row restores and announces it.
      if (!(await this.deps.questions.moveStatus(trx, row.id, QuestionStatus.deleted, { status: QuestionStatus.normal, updated_at: this.deps.clock.now() })))
        throw new InputError('error.question.not_deleted');
      await this.deps.tags().restore(trx, row.id);
      await this.deps.events.emit('question.recovered', { questionId: row.id, userId: user.id, authorId: row.user_id }, trx);
    });
  }

  /** The question, when this member may delete it (author or staff, not deleted). */
  async editable(rawId: string, user: SessionUser): Promise<QuestionRow> {
    const row = await this.live(rawId);
    if (row.user_id !== user.id && !isStaff(user)) throw new ForbiddenError('error.question.no_permission');
    return row;
  }

  /** The question unless it is unknown or deleted; a pending one waits for its review untouched. */
  async live(rawId: string): Promise<QuestionRow> {
    const row = await this.deps.questions.byId(this.deps.db(), fromShortId(rawId));
    if (!row || row.status === QuestionStatus.deleted) throw new NotFoundError('error.question.not_found');
    return row;
  }

  /**
   * Approval: the question goes live as if just asked (tags count it, `question.created` goes
   * out). `tagIds` are read by the caller before its transaction. The event names the answers
   * staff wrote while it was held: live, but their `answer.created` told nobody, the question
   * being hidden. They are read first, with a locking read: it waits for an answer being written
   * (which then finds the question still held and tells nobody) and keeps a later one out until
   * this commits (which then finds it live and tells), so each is told once. Read after the
   * status moved, it would wait on an answer that waits on the question's row (a deadlock), and
   * a plain read would see MariaDB's snapshot from before the wait.
   */
  async publish(trx: Knex.Transaction, row: QuestionRow, tagIds: string[]): Promise<boolean> {
    const now = this.deps.clock.now();
    const answeredWhileHeld = (await this.deps.answers.liveAuthors(trx, row.id)).map((a) => ({ answerId: a.id, userId: a.user_id }));
    if (!(await this.deps.questions.moveStatus(trx, row.id, QuestionStatus.pending, { status: QuestionStatus.normal, updated_at: now, post_update_time: now }))) return false;
    await this.deps.tags().restore(trx, row.id);
    // Without `post`: search reads the question back with its answers, one of which may
    // have been approved while the question waited.
    await this.deps.events.emit('question.created', { questionId: row.id, userId: row.user_id, authorId: row.user_id, tagIds, answeredWhileHeld }, trx);
    return true;
  }
}
