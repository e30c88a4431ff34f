import type { Knex } from 'knex';
import { ForbiddenError, NotFoundError, isStaff, type Clock, type PluginContext, type Privileges, type SessionUser } from '../../../kernel/api.ts';
import type { PostDirectory } from '../../questions/server/api.ts';
import type { CommentEdited } from '../schemas/comment.ts';
import { CommentStatus, type CommentRepository, type CommentRow } from './comment-repository.ts';
import type { CommentText } from './comment-text.ts';
import type { MemberDirectory } from './member-directory.ts';

export interface NewComment {
  object_id: string;
  original_text: string;
  mention_username_list?: string[];
  reply_comment_id?: string;
}

const missing = (field: string, reason = 'error.comment.not_found') => new NotFoundError(reason, [{ error_field: field, error_msg: reason }]);

/**
 * Adding, editing and deleting comments. A comment and its post's `comment_count` change in
 * one transaction; a delete only counts when it turned a live comment into a deleted one.
 */
export class CommentWriteService {
  constructor(
    private readonly db: () => Knex,
    private readonly comments: CommentRepository,
    private readonly posts: () => PostDirectory,
    private readonly members: MemberDirectory,
    private readonly text: CommentText,
    private readonly ids: PluginContext['ids'],
    private readonly clock: Clock,
    private readonly events: PluginContext['events'],
    private readonly privileges: Privileges,
  ) {}

  async create(user: SessionUser, input: NewComment): Promise<CommentRow> {
    await this.privileges.check(user, 'comment.add');
    const post = await this.posts().find(this.db(), input.object_id);
    // A post held for review waits untouched (and tells nobody of comments) until it is approved.
    if (!post || post.status === 'deleted' || post.status === 'pending') throw missing('object_id', 'error.object.not_found');
    const reply = input.reply_comment_id ? await this.comments.live(input.reply_comment_id) : undefined;
    if (input.reply_comment_id && (!reply || reply.object_id !== post.id)) throw missing('reply_comment_id');
    const mentions = (await this.members.existing(this.text.mentions(input.original_text))).filter((name) => name !== user.username);
    const now = this.clock.now();
    return this.db().transaction(async (trx) => {
      const row: CommentRow = {
        id: await this.ids.next(trx, 'comment'),
        object_id: post.id,
        question_id: post.question_id,
        user_id: Number(user.id),
        reply_user_id: reply?.user_id ?? 0,
        reply_comment_id: reply?.id ?? '',
        original_text: input.original_text,
        parsed_text: this.text.render(input.original_text),
        vote_count: 0,
        status: CommentStatus.normal,
        created_at: now,
        updated_at: now,
      };
      await this.comments.insert(trx, row);
      await this.posts().adjust(trx, post.id, 'comment_count', 1);
      await this.events.emit(
        'comment.created',
        { commentId: row.id, objectId: row.object_id, questionId: row.question_id, userId: user.id, replyCommentId: row.reply_comment_id, replyUserId: reply ? String(reply.user_id) : '', mentions, post },
        trx,
      );
      return row;
    });
  }

  async update(user: SessionUser, commentId: string, originalText: string): Promise<CommentEdited> {
    const row = await this.editable(user, commentId);
    const parsed = this.text.render(originalText);
    await this.comments.updateText(row.id, { original_text: originalText, parsed_text: parsed, updated_at: this.clock.now() });
    return { comment_id: row.id, original_text: originalText, parsed_text: parsed };
  }

  /** `alongside`: the caller's writes in the same transaction (the flag desk's), run also when it was deleted meanwhile. */
  async remove(user: SessionUser, commentId: string, alongside?: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
    const row = await this.editable(user, commentId);
    await this.db().transaction(async (trx) => {
      if (await this.comments.markDeleted(trx, row.id, this.clock.now())) {
        await this.posts().adjust(trx, row.object_id, 'comment_count', -1);
        await this.events.emit('comment.deleted', { commentId: row.id, objectId: row.object_id, userId: user.id }, trx);
      }
      await alongside?.(trx);
    });
  }

  /** Every live comment of an account deleted, as an admin removing all its content (`by`), in the caller's transaction. */
  async removeAllOf(userId: string, trx: Knex.Transaction, by: string): Promise<void> {
    const now = this.clock.now();
    for (const row of await this.comments.liveOf(trx, userId)) {
      if (!(await this.comments.markDeleted(trx, row.id, now))) continue;
      await this.posts().adjust(trx, row.object_id, 'comment_count', -1);
      await this.events.emit('comment.deleted', { commentId: row.id, objectId: row.object_id, userId: by }, trx);
    }
  }

  /** The author and staff may change a comment. */
  private async editable(user: SessionUser, commentId: string): Promise<CommentRow> {
    const row = await this.comments.live(commentId);
    if (!row) throw missing('comment_id');
    if (String(row.user_id) !== user.id && !isStaff(user)) throw new ForbiddenError('base.forbidden_error');
    return row;
  }
}
