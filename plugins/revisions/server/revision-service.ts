import { InputError, isStaff, NotFoundError, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import { basicInfo, unknownUser, urlTitle, type PostDirectory, type PostRef } from '../../questions/server/api.ts';
import type { Revision, RevisionContent, Timeline, TimelineDetail } from '../schemas/revision.ts';
import type { ContentEditors } from './content-editors.ts';
import { RevisionStatus, type RevisionRow } from './revision-repository.ts';
import type { RevisionHistory } from './revision-history.ts';

export const content = (row: RevisionRow): RevisionContent => ({ title: row.title, slug_name: row.slug_name, original_text: row.content, tags: row.tags });

/** Revisions, timelines, comparisons, rollback and the edit check. */
export class RevisionService {
  constructor(
    private readonly history: RevisionHistory,
    private readonly editors: ContentEditors,
    private readonly posts: () => PostDirectory,
    private readonly members: UserDirectory,
    private readonly db: () => import('knex').Knex,
  ) {}

  /** `revisions?object_id=`: the applied versions, newest first. */
  async list(objectId: string, viewer: SessionUser): Promise<Revision[]> {
    await this.readable(objectId, viewer);
    const rows = (await this.history.repo.ofObject(this.db(), objectId)).filter((r) => r.status === RevisionStatus.applied).reverse();
    const users = await this.cards(rows.map((r) => r.user_id));
    return rows.map((r) => ({
      id: r.id, use_id: r.user_id, object_id: r.object_id, object_type: r.object_type, title: r.title, url_title: urlTitle(r.title), content: content(r),
      status: r.status, reason: r.summary, create_at: r.created_at, user_info: users.get(r.user_id) ?? unknownUser(r.user_id),
    }));
  }

  /** An object's history; suggestions waiting or rejected show only to staff and their author. */
  async timeline(objectId: string, viewer: SessionUser): Promise<Timeline> {
    const type = this.editors.typeOf(objectId);
    if (!type) throw new NotFoundError('error.object.not_found');
    const info = { object_type: type, title: '', question_id: '', answer_id: '', main_tag_slug_name: '', display_name: '' };
    if (type === 'tag') {
      const tag = await this.editors.of('tag').current(objectId);
      if (!tag) throw new NotFoundError('error.tag.not_found');
      Object.assign(info, { title: tag.version.title, display_name: tag.version.title, main_tag_slug_name: tag.version.slug_name });
    } else {
      const post = await this.readable(objectId, viewer);
      if (!post) throw new NotFoundError(`error.${type}.not_found`);
      Object.assign(info, { title: post.title, question_id: post.question_id, answer_id: type === 'answer' ? post.id : '' });
    }
    const repo = this.history.repo;
    const revisions = new Map((await repo.ofObject(this.db(), objectId)).map((r) => [r.id, r]));
    const entries = (await repo.activitiesOf(this.db(), [objectId])).filter((a) => {
      const rev = revisions.get(a.revision_id);
      return !rev || rev.status === RevisionStatus.applied || isStaff(viewer) || rev.user_id === viewer.id;
    });
    const users = await this.cards(entries.map((e) => e.user_id));
    return {
      object_info: info,
      timeline: entries.map((e) => ({
        activity_id: e.id, revision_id: e.revision_id === '0' ? '0' : e.revision_id, created_at: e.created_at, activity_type: e.activity_type, comment: e.comment,
        object_id: e.object_id, object_type: type, cancelled: false, cancelled_at: 0, user_info: users.get(e.user_id) ?? unknownUser(e.user_id),
        revision_status: revisions.get(e.revision_id)?.status ?? 0,
      })),
    };
  }

  /** Two revisions of one object; `old` '0' compares with nothing. */
  async detail(newId: string, oldId: string, viewer: SessionUser): Promise<TimelineDetail> {
    const next = await this.visible(newId, viewer);
    await this.readable(next.object_id, viewer);
    if (oldId === '0' || oldId === '') return { new_revision: content(next), old_revision: null };
    const old = await this.visible(oldId, viewer);
    if (old.object_id !== next.object_id) throw InputError.field('error.revision.other_object', 'old_revision_id');
    return { new_revision: content(next), old_revision: content(old) };
  }

  /** Makes an earlier applied revision the content again (or suggests it, per the edit rule). */
  async rollback(user: SessionUser, objectId: string, revisionId: string): Promise<{ wait_for_review: boolean }> {
    const row = await this.history.repo.byId(this.db(), revisionId);
    if (!row || row.status !== RevisionStatus.applied) throw new NotFoundError('error.revision.not_found');
    if (row.object_id !== objectId) throw InputError.field('error.revision.other_object', 'revision_id');
    const editor = this.editors.of(row.object_type);
    const current = await editor.current(objectId);
    if (!current) throw new NotFoundError('error.object.not_found');
    const mode = await this.history.admit(user, { objectId, objectType: row.object_type, authorId: current.authorId });
    const version = { objectId, objectType: row.object_type, title: row.title, slug_name: row.slug_name, content: row.content, tags: row.tags, summary: row.summary };
    if (mode === 'review') await this.history.suggest(version, user.id);
    else await editor.apply(version, { userId: user.id, activity: 'rollback' }, user);
    return { wait_for_review: mode === 'review' };
  }

  /** The editable guard the edit pages call first: true, or 404 / 403 / 400 review underway. */
  async editCheck(user: SessionUser, objectId: string): Promise<true> {
    const type = this.editors.typeOf(objectId);
    const current = type ? await this.editors.of(type).current(objectId) : undefined;
    if (!type || !current) throw new NotFoundError(type === 'question' || type === 'answer' ? `error.${type}.not_found` : 'error.object.not_found');
    await this.history.admit(user, { objectId, objectType: type, authorId: current.authorId });
    return true;
  }

  /**
   * The post an object id names, when `viewer` may read its history: a held post (status 11)
   * only its author and staff, as its page. Tags and unknown ids pass (undefined).
   */
  private async readable(objectId: string, viewer: SessionUser): Promise<PostRef | undefined> {
    const type = this.editors.typeOf(objectId);
    if (type !== 'question' && type !== 'answer') return undefined;
    const post = await this.posts().find(this.db(), objectId);
    const hidden = post && !isStaff(viewer) && (post.status === 'deleted' || (post.status === 'pending' && post.user_id !== viewer.id));
    if (hidden) throw new NotFoundError(`error.${type}.not_found`);
    return post;
  }

  private async visible(id: string, viewer: SessionUser): Promise<RevisionRow> {
    const row = await this.history.repo.byId(this.db(), id);
    if (!row || (row.status !== RevisionStatus.applied && !isStaff(viewer) && row.user_id !== viewer.id)) throw new NotFoundError('error.revision.not_found');
    return row;
  }

  async cards(ids: string[]) {
    const wanted = [...new Set(ids.filter((id) => id && id !== '0'))];
    const cards = wanted.length ? await this.members.cards(wanted) : new Map();
    return new Map([...cards].map(([id, card]) => [id, basicInfo(card)]));
  }
}
