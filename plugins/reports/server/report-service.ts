import type { Knex } from 'knex';
import { IdGenerator, InputError, NotFoundError, type Clock, type Language, type PluginContext, type SessionUser } from '../../../kernel/api.ts';
import type {} from '../../badges/server/api.ts';
import type { CommentModeration } from '../../comments/server/api.ts';
import { storedId, type Alongside, type PostDirectory, type PostModeration, type Reasons } from '../../questions/server/api.ts';
import type { FlagActionBody, ReportBody } from '../schemas/report.ts';
import { ReportStatus, type ReportRepository } from './report-repository.ts';

const field = (name: string, key: string) => InputError.field('base.request_format_error', name, key);
const alreadyHandled = () => new InputError('error.report.already_handled', { err_type: 'toast' });
const alreadyFlagged = () => new InputError('error.report.already_flagged', { err_type: 'toast' });
const notFound = () => new NotFoundError('error.report.object_not_found', [{ error_field: 'object_id', error_msg: 'error.report.object_not_found' }]);

/** What a member flags: a question, an answer or a comment, as stored. */
interface FlagTarget {
  type: 'question' | 'answer' | 'comment';
  id: string;
  user_id: string;
  deleted: boolean;
  /** Held for review: seen only by its author and staff, so others cannot flag it. */
  held?: boolean;
}

/**
 * Flags: a member flags a question, an answer or a comment with a flag reason (one open flag per
 * member and object), and a moderator acts on it through the questions plugin's moderation point
 * (posts) or the comments plugin's (comments: delete or ignore).
 */
export class ReportService {
  constructor(
    private readonly db: () => Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly reports: ReportRepository,
    private readonly posts: () => PostDirectory,
    private readonly moderation: () => PostModeration,
    private readonly reasons: () => Reasons,
    /** The comments plugin's moderation point; without it comments cannot be flagged. */
    private readonly comments: () => CommentModeration | undefined,
    private readonly events: PluginContext['events'],
  ) {}

  async flag(user: SessionUser, body: ReportBody): Promise<void> {
    const post = await this.target(storedId(body.object_id));
    if (!post || (post.held && post.user_id !== user.id)) throw notFound();
    if (post.deleted) throw new InputError('error.report.object_deleted', { err_type: 'toast' });
    if (post.user_id === user.id) throw new InputError('error.report.own_post', { err_type: 'toast' });
    const reason = this.reasons().find(post.type, 'flag', body.report_type);
    if (!reason) throw field('report_type', 'error.report.reason_invalid');
    const content = reason.content ? (body.content ?? '').trim() : '';
    if (reason.content && !content) throw field('content', 'error.report.content_empty');
    await this.db().transaction(async (trx) => {
      if (await this.reports.openBy(trx, user.id, post.id)) throw alreadyFlagged();
      const row = {
        id: await this.ids.next(trx, 'report'), user_id: user.id, object_id: post.id, object_type: post.type, reported_user_id: post.user_id,
        report_type: body.report_type, content, status: ReportStatus.pending, created_at: this.clock.now(),
      };
      await this.insert(trx, row);
      await this.events.emit('report.created', { reportId: row.id, objectId: post.id, objectType: post.type, userId: user.id }, trx);
      // Told to the badges plugin (First Flag), which keeps one award however often it hears it.
      await this.events.emit('badges.evidence', { kind: 'post_flagged', userId: user.id, objectId: post.id }, trx);
    });
  }

  /** The object an id names, in any state; undefined when there is none. */
  private async target(id: string): Promise<FlagTarget | undefined> {
    if (IdGenerator.typeOf(id) === 'comment') {
      const comment = (await this.comments()?.comments([id]))?.get(id);
      return comment && { type: 'comment', id, user_id: comment.user_id, deleted: comment.deleted };
    }
    const post = await this.posts().find(this.db(), id);
    return post && { type: post.type, id: post.id, user_id: post.user_id, deleted: post.status === 'deleted', held: post.status === 'pending' };
  }

  /** Acts on the flagged object, then closes every pending flag on it; `ignore_report` closes only this one. */
  async handle(user: SessionUser, language: Language, body: FlagActionBody): Promise<void> {
    const flag = await this.reports.byId(this.db(), body.flag_id);
    if (!flag) throw new NotFoundError('error.report.not_found', [{ error_field: 'flag_id', error_msg: 'error.report.not_found' }]);
    if (flag.status !== ReportStatus.pending) throw alreadyHandled();
    const outcome = { flagged_type: body.operation_type, handled_by: user.id, handled_at: this.clock.now() };
    if (body.operation_type === 'ignore_report') {
      if (!(await this.reports.handleOne(this.db(), flag.id, { ...outcome, status: ReportStatus.ignored }))) throw alreadyHandled();
      return;
    }
    // One transaction: the action and the completion of every pending flag on the object. When
    // another moderator handled this flag meanwhile, the action rolls back.
    try {
      await this.act(user, language, flag.object_id, flag.object_type, body, async (trx) => {
        const done = { ...outcome, status: ReportStatus.completed };
        if (!(await this.reports.handleOne(trx, flag.id, done))) throw alreadyHandled();
        await this.reports.handleObject(trx, flag.object_id, done);
      });
    } catch (err) {
      // Another moderator's action may have reached the object first (it is gone: 404, or it
      // moved: 409); the moderator is told what happened, that the flag was handled.
      if ((await this.reports.byId(this.db(), flag.id))?.status !== ReportStatus.pending) throw alreadyHandled();
      throw err;
    }
  }

  pending(): Promise<number> {
    return this.reports.countPending(this.db());
  }

  private async act(user: SessionUser, language: Language, objectId: string, type: FlagTarget['type'], body: FlagActionBody, complete: Alongside): Promise<void> {
    if (type === 'comment') {
      const comments = this.comments();
      if (body.operation_type !== 'delete_post') throw field('operation_type', 'error.report.comment_action');
      if (!comments) throw notFound();
      return comments.remove(user, objectId, complete);
    }
    const moderation = this.moderation();
    switch (body.operation_type) {
      case 'close_post':
        if (type !== 'question') throw field('operation_type', 'error.report.question_only');
        if (body.close_type === undefined) throw field('close_type', 'error.report.reason_invalid');
        return moderation.close(user, objectId, body.close_type, body.close_msg ?? '', complete);
      case 'unlist_post':
        if (type !== 'question') throw field('operation_type', 'error.report.question_only');
        return moderation.unlist(objectId, complete);
      case 'delete_post':
        return moderation.remove(user, objectId, complete);
      case 'edit_post':
        if (!body.content?.trim()) throw field('content', 'error.report.content_empty');
        return moderation.edit(user, language, { id: objectId, title: body.title, content: body.content, tags: body.tags }, complete);
    }
  }

  /** A failed insert is the same member's second flag racing the first, or a real error. */
  private async insert(trx: Knex.Transaction, row: Parameters<ReportRepository['insert']>[1]): Promise<void> {
    try {
      await this.reports.insert(trx, row);
    } catch (err) {
      if (await this.reports.openBy(trx, row.user_id, row.object_id).catch(() => undefined)) throw alreadyFlagged();
      throw err;
    }
  }
}
