import type { Knex } from 'knex';
import { IdGenerator, InputError, NotFoundError, type Clock, type SessionUser } from '../../../kernel/api.ts';
import { seesPost, type PostDirectory } from '../../questions/server/api.ts';
import type { TagRef, TagService } from '../../tags/server/api.ts';
import type { FollowResult } from '../schemas/follow.ts';
import type { FollowRepository, FollowRow, FollowType } from './follow-repository.ts';

/** Something a member can follow, with its own counter. */
interface Target {
  id: string;
  type: FollowType;
  deleted: boolean;
  adjust(trx: Knex.Transaction, delta: number): Promise<void>;
}

const notFound = () => new NotFoundError('error.object.not_found', [{ error_field: 'object_id', error_msg: 'error.object.not_found' }]);

/** Following questions and tags. Each row and its object's `follow_count` change in one transaction (`MemberMarks`). */
export class FollowService {
  constructor(
    private readonly db: () => Knex,
    private readonly follows: FollowRepository,
    private readonly posts: () => PostDirectory,
    /** Read outside transactions (SQLite has one connection), except the trx-taking calls. */
    private readonly tags: () => TagService,
    private readonly clock: Clock,
  ) {}

  async follow(user: SessionUser, objectId: string, isCancel: boolean): Promise<FollowResult> {
    const target = await this.target(user, objectId);
    const followed = await this.db().transaction(async (trx) => {
      const existing = await this.follows.find(trx, objectId, user.id);
      if (!isCancel && target.deleted && !existing) throw new InputError('error.object.already_deleted', { err_type: 'toast' });
      await this.set(trx, user, target, existing, !isCancel);
      return !isCancel;
    });
    return { follows: await this.follows.countFor(objectId), is_followed: followed };
  }

  /** Makes exactly `slugs` the tags the member follows. */
  async replaceTags(user: SessionUser, slugs: string[]): Promise<void> {
    const wanted = await this.tags().bySlugs(slugs);
    const known = new Set(wanted.map((t) => t.slug_name.toLowerCase()));
    const unknown = slugs.filter((s) => !known.has(s.trim().toLowerCase()));
    if (unknown.length) throw InputError.field('error.tag.not_found', 'slug_name_list');
    await this.db().transaction(async (trx) => {
      const current = await this.follows.ofUser(trx, user.id, 'tag');
      const keep = new Set(wanted.map((t) => t.tag_id));
      for (const row of current.filter((r) => !keep.has(r.object_id))) await this.set(trx, user, this.tagTarget(row.object_id), row, false);
      const have = new Set(current.map((r) => r.object_id));
      for (const tag of wanted.filter((t) => !have.has(t.tag_id))) await this.set(trx, user, this.tagTarget(tag.tag_id), undefined, true);
    });
  }

  async followingTags(user: SessionUser): Promise<TagRef[]> {
    const rows = await this.follows.ofUser(this.db(), user.id, 'tag');
    return this.tags().byIds(rows.map((r) => r.object_id));
  }

  private async set(trx: Knex.Transaction, user: SessionUser, target: Target, existing: FollowRow | undefined, want: boolean): Promise<void> {
    const row = () => ({ user_id: Number(user.id), object_id: target.id, object_type: target.type, created_at: this.clock.now() });
    await this.follows.set(trx, existing, want, row, (delta) => target.adjust(trx, delta));
  }

  private async target(user: SessionUser, objectId: string): Promise<Target> {
    const type = IdGenerator.typeOf(objectId);
    if (type === 'question') {
      const post = await this.posts().find(this.db(), objectId);
      // A held question is seen only by its author and staff.
      if (!post || post.type !== 'question' || !seesPost(post, user)) throw notFound();
      return { id: post.id, type: 'question', deleted: post.status === 'deleted', adjust: (trx, d) => this.posts().adjust(trx, post.id, 'follow_count', d) };
    }
    if (type === 'tag') {
      const [tag] = await this.tags().byIds([objectId]);
      if (!tag) throw notFound();
      return this.tagTarget(tag.tag_id);
    }
    throw notFound();
  }

  private tagTarget(tagId: string): Target {
    return { id: tagId, type: 'tag', deleted: false, adjust: (trx, d) => this.tags().adjustFollowCount(trx, tagId, d) };
  }
}
