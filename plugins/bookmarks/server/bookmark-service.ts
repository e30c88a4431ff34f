import type { Knex } from 'knex';
import { ForbiddenError, InputError, NotFoundError, isStaff, type Clock, type SessionUser } from '../../../kernel/api.ts';
import { seesPost, type PostDirectory, type PostRef } from '../../questions/server/api.ts';
import type { BookmarkRepository } from './bookmark-repository.ts';
import type { UserDirectory } from '../../../kernel/api.ts';
import type { BookmarkPage, SwitchResult } from '../schemas/bookmark.ts';
import { presentBookmark } from './bookmark-presenter.ts';

const notFound = () => new NotFoundError('error.object.not_found', [{ error_field: 'object_id', error_msg: 'error.object.not_found' }]);

/** Bookmarks. The row and the post's `collection_count` change in one transaction (`MemberMarks`). */
export class BookmarkService {
  constructor(
    private readonly db: () => Knex,
    private readonly bookmarks: BookmarkRepository,
    private readonly posts: () => PostDirectory,
    private readonly members: Pick<UserDirectory, 'byUsername'>,
    private readonly clock: Clock,
  ) {}

  /** Toggles the bookmark, or sets it when `bookmark` is given. */
  async switch(user: SessionUser, objectId: string, groupId: string, bookmark: boolean | undefined): Promise<SwitchResult> {
    const on = await this.db().transaction(async (trx) => {
      const post = await this.posts().find(trx, objectId);
      // A held post is seen only by its author and staff.
      if (!post || !seesPost(post, user)) throw notFound();
      const existing = await this.bookmarks.find(trx, objectId, user.id);
      const want = bookmark ?? !existing;
      if (want && !existing && post.status === 'deleted') throw new InputError('error.object.already_deleted', { err_type: 'toast' });
      const row = () => ({ user_id: Number(user.id), object_id: post.id, object_type: post.type, group_id: groupId, created_at: this.clock.now() });
      await this.bookmarks.set(trx, existing, want, row, (delta) => this.posts().adjust(trx, post.id, 'collection_count', delta));
      return want;
    });
    return { switch: on, object_collection_count: await this.bookmarks.countFor(objectId) };
  }

  /** A member's bookmarks; only they and staff may read them. */
  async page(viewer: SessionUser, username: string | undefined, page: number, pageSize: number): Promise<BookmarkPage> {
    let ownerId = viewer.id;
    if (username && username !== viewer.username) {
      const owner = await this.members.byUsername(username);
      if (!owner) throw new NotFoundError('error.user.not_found', [{ error_field: 'username', error_msg: 'error.user.not_found' }]);
      if (String(owner.id) !== viewer.id && !isStaff(viewer)) throw new ForbiddenError('base.forbidden_error');
      ownerId = String(owner.id);
    }
    const { count, list } = await this.bookmarks.page(ownerId, page, pageSize);
    const posts = await Promise.all(list.map((row) => this.posts().find(this.db(), row.object_id)));
    return {
      count,
      // A held post bookmarked before it was held stays out of the list unless it is the viewer's own.
      list: list.flatMap((row, i) => {
        const post = posts[i];
        if (!post || !seesPost(post, viewer)) return [];
        return [presentBookmark(row, post as PostRef)];
      }),
    };
  }
}
