import { ForbiddenError, InputError, isStaff, NotFoundError, type Language, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import type { ContentEditor, VersionedType } from '../../tags/server/api.ts';
import { basicInfo, unknownUser, urlTitle, type PostDirectory } from '../../questions/server/api.ts';
import type { RevisionQueue, SuggestedEdit } from '../../revisions/server/api.ts';
import type { ReviewingTypeList, ReviewQueue, UnreviewedItem, UnreviewedPage } from '../schemas/review.ts';
import type { ReviewRules } from './review-rules.ts';
import type { PendingFlags } from '../../reports/server/api.ts';
import type { PendingPostService } from './pending-post-service.ts';

const content = (v: SuggestedEdit['version']) => ({ title: v.title, slug_name: v.slug_name, original_text: v.content, tags: v.tags });

/** The suggested-edits queue: one suggestion a page (Answer's review screen), approve or reject. */
export class ReviewService {
  constructor(
    private readonly rules: ReviewRules,
    private readonly queue: () => RevisionQueue,
    private readonly editors: { posts: () => ContentEditor; tags: () => ContentEditor },
    private readonly posts: () => PostDirectory,
    private readonly members: UserDirectory,
    private readonly db: () => import('knex').Knex,
    private readonly label: (language: Language, key: string) => string,
    private readonly queued: PendingPostService,
    /** The reports plugin's pending flags, for staff (as Answer lists them). */
    private readonly flags: () => PendingFlags | undefined,
  ) {}

  private editor(type: VersionedType): ContentEditor {
    return type === 'tag' ? this.editors.tags() : this.editors.posts();
  }

  async page(user: SessionUser, page: number): Promise<UnreviewedPage> {
    const types = await this.rules.reviewable(user);
    if (types.length === 0) throw new ForbiddenError('error.rank.fail_to_meet_the_condition');
    const { count, list } = await this.queue().waiting(types, { page, pageSize: 1, notBy: user.id });
    const items: UnreviewedItem[] = [];
    for (const edit of list) items.push(await this.item(edit));
    return { count, list: items };
  }

  private async item(edit: SuggestedEdit): Promise<UnreviewedItem> {
    const v = edit.version;
    const current = await this.editor(v.objectType).current(v.objectId);
    const post = v.objectType === 'tag' ? undefined : await this.posts().find(this.db(), v.objectId);
    const card = (await this.members.cards([edit.userId])).get(edit.userId);
    return {
      type: v.objectType,
      info: {
        object_id: v.objectId, object_type: v.objectType, question_id: post?.question_id ?? '', answer_id: v.objectType === 'answer' ? v.objectId : '',
        object_creator_user_id: current?.authorId ?? '', current: current ? content(current.version) : content(v),
      },
      unreviewed_info: {
        id: edit.id, use_id: edit.userId, object_id: v.objectId, object_type: v.objectType, title: v.title, url_title: urlTitle(v.title), content: content(v),
        status: edit.status, reason: v.summary, create_at: edit.createdAt, user_info: card ? basicInfo(card) : unknownUser(edit.userId),
      },
    };
  }

  /** Approval applies the suggestion as its author wrote it; nobody reviews their own edit. */
  async audit(user: SessionUser, id: string, operation: 'approve' | 'reject'): Promise<void> {
    const edit = await this.queue().find(id);
    if (!edit) throw new NotFoundError('error.revision.not_found');
    if (!(await this.rules.reviewable(user)).includes(edit.version.objectType)) throw new ForbiddenError('error.rank.fail_to_meet_the_condition');
    if (edit.userId === user.id) throw new ForbiddenError('error.revision.own_edit');
    if (edit.status !== 1) throw new InputError('error.revision.already_reviewed');
    if (operation === 'reject') return this.queue().reject(id, user.id);
    const editor = this.editor(edit.version.objectType);
    if (!(await editor.current(edit.version.objectId))) throw new NotFoundError('error.object.not_found');
    await editor.apply(edit.version, { userId: edit.userId, activity: 'edited', revisionId: edit.id, reviewerId: user.id }, user);
  }

  /**
   * Answer 2.0's review tabs, in its order and names: held new posts (staff and members who may
   * review that kind), flags (staff, while the reports plugin is on), suggested edits.
   */
  async types(user: SessionUser, language: Language): Promise<ReviewingTypeList> {
    return (await this.queues(user)).map((q) => ({ name: q.name, label: this.label(language, `review.type.${q.name}`), todo_amount: q.count }));
  }

  /** The header's review dot (`notification/status`): everything waiting in the queues the member may open. */
  async redDot(user: SessionUser): Promise<{ can_revision: boolean; revision: number }> {
    const queues = await this.queues(user);
    return { can_revision: queues.length > 0, revision: queues.reduce((sum, q) => sum + q.count, 0) };
  }

  private async queues(user: SessionUser): Promise<{ name: ReviewQueue; count: number }[]> {
    const types = await this.rules.reviewable(user);
    if (types.length === 0) return [];
    const out: { name: ReviewQueue; count: number }[] = [];
    if ((await this.queued.reviewable(user)).length > 0) out.push({ name: 'queued_post', count: await this.queued.count(user) });
    const flags = this.flags();
    if (flags && isStaff(user)) out.push({ name: 'flagged_post', count: await flags.count() });
    out.push({ name: 'suggested_post_edit', count: await this.waiting(user, types) });
    return out;
  }

  private async waiting(user: SessionUser, types: VersionedType[]): Promise<number> {
    const counts = await this.queue().counts(types, user.id);
    return [...counts.values()].reduce((a, b) => a + b, 0);
  }
}
