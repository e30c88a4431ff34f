import type { Knex } from 'knex';
import { NotFoundError, type Language, type PluginContext, type SessionUser } from '../../../kernel/api.ts';
import type { PostDirectory } from '../../questions/server/api.ts';
import type { VoteLookup } from '../../votes/server/api.ts';
import { COMMENT_FIRST_PAGE_SIZE, COMMENT_PAGE_SIZE, type CommentOrder, type CommentPage, type CommentView } from '../schemas/comment.ts';
import type { CommentRepository, CommentRow } from './comment-repository.ts';
import { memberActions, presentComment, type CommentContext } from './comment-presenter.ts';
import type { MemberDirectory } from './member-directory.ts';

export interface CommentPageQuery {
  object_id: string;
  comment_id?: string;
  page: number;
  page_size?: number;
  query_cond: CommentOrder;
}

/** Reading comments: pages of one post's comments and single comments, presented. */
export class CommentQueryService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly posts: () => PostDirectory,
    private readonly members: MemberDirectory,
    /** The votes plugin's read side, while it is enabled. */
    private readonly votes: () => VoteLookup | undefined,
    private readonly i18n: PluginContext['i18n'],
    private readonly db: () => Knex,
    /** Whether an enabled plugin takes flags on comments (questions' FlagDeskPoint). */
    private readonly flaggable: () => boolean,
  ) {}

  async page(q: CommentPageQuery, viewer: SessionUser | undefined, language: Language): Promise<CommentPage> {
    if (!(await this.posts().find(this.db(), q.object_id))) {
      throw new NotFoundError('error.object.not_found', [{ error_field: 'object_id', error_msg: 'error.object.not_found' }]);
    }
    const size = q.page_size ?? (q.query_cond === 'vote' && q.page === 1 ? COMMENT_FIRST_PAGE_SIZE : COMMENT_PAGE_SIZE);
    const { count, list } = await this.comments.page(q.object_id, q.query_cond, q.page, size);
    // A comment linked to (from a notification) leads the first page.
    if (q.comment_id && q.page === 1) {
      const linked = await this.comments.live(q.comment_id);
      if (linked && linked.object_id === q.object_id) list.splice(0, list.length, linked, ...list.filter((c) => c.id !== linked.id));
    }
    return { count, list: await this.present(list, viewer, language) };
  }

  async one(id: string, viewer: SessionUser | undefined, language: Language): Promise<CommentView> {
    const row = await this.comments.live(id);
    if (!row) throw new NotFoundError('error.comment.not_found', [{ error_field: 'id', error_msg: 'error.comment.not_found' }]);
    const [view] = await this.present([row], viewer, language);
    return view!;
  }

  async present(rows: CommentRow[], viewer: SessionUser | undefined, language: Language): Promise<CommentView[]> {
    const members = await this.members.byIds(rows.flatMap((r) => [r.user_id, r.reply_user_id]));
    const ctx: CommentContext = { members, ...(await this.viewerPart(viewer, rows.map((r) => ({ id: r.id, authorId: String(r.user_id) })), language)) };
    return rows.map((row) => presentComment(row, ctx));
  }

  /**
   * A member's `comment/page` from the visitors' (`visitorCache.members`): their up-votes and
   * actions laid over it. Every reader is shown the same live comments, so this never declines.
   */
  async overlay(kept: CommentPage, viewer: SessionUser, language: Language): Promise<CommentPage> {
    const part = await this.viewerPart(viewer, kept.list.map((c) => ({ id: c.comment_id, authorId: c.user_id })), language);
    return { ...kept, list: kept.list.map((c) => ({ ...c, is_vote: part.upvoted.has(c.comment_id), member_actions: memberActions(c.user_id, part) })) };
  }

  /** What of comments is their viewer's alone: the ones they up-voted, and what they are offered with. */
  private async viewerPart(viewer: SessionUser | undefined, comments: { id: string; authorId: string }[], language: Language): Promise<Omit<CommentContext, 'members'>> {
    return {
      viewer,
      upvoted: await this.upvoted(viewer, comments),
      flaggable: this.flaggable(),
      label: (action) => this.i18n.t(language, `comment.action.${action}`),
    };
  }

  /**
   * Comment votes belong to the votes plugin; without it nothing is voted. Nobody votes on their
   * own comment, so those are not asked about (a new comment's answer reads no votes at all).
   */
  private async upvoted(viewer: SessionUser | undefined, comments: { id: string; authorId: string }[]): Promise<Set<string>> {
    const votes = this.votes();
    const others = viewer ? comments.filter((c) => c.authorId !== viewer.id) : [];
    if (!viewer || others.length === 0 || !votes) return new Set();
    const statuses = await votes.statuses(viewer.id, others.map((c) => c.id));
    return new Set([...statuses].filter(([, s]) => s === 'vote_up').map(([id]) => id));
  }
}
