import { NotFoundError, type Language, type PluginContext, type SessionUser } from '../../../kernel/api.ts';
import type { PostDirectory } from '../../questions/server/api.ts';
import { urlTitle } from '../../questions/server/api.ts';
import type { RankEntry, RankPage } from '../schemas/rank.ts';
import type { ActivityRepository } from './activity-repository.ts';
import type { ActivityKind } from './point-table.ts';

/** The label of each kind in a member's history (Answer's action_activity_type flags). */
const LABEL: Partial<Record<ActivityKind, string>> = {
  'question.voted_up': 'upvoted', 'answer.voted_up': 'upvoted',
  'question.voted_down': 'downvoted', 'answer.voted_down': 'downvoted',
  'question.vote_up': 'upvote', 'answer.vote_up': 'upvote', 'comment.vote_up': 'upvote',
  'question.vote_down': 'downvote', 'answer.vote_down': 'downvote', 'comment.vote_down': 'downvote',
  'answer.accepted': 'accepted', 'answer.accept': 'accept', 'edit.accepted': 'edit',
};

const userGone = () => new NotFoundError('error.user.not_found');

/** `personal/rank/page`: a member's reputation history, newest first. */
export class RankHistoryService {
  constructor(
    private readonly repo: ActivityRepository,
    private readonly posts: () => PostDirectory,
    private readonly ctx: Pick<PluginContext, 'users' | 'db' | 'i18n'>,
  ) {}

  /** The history of `username`, or of the viewer when no name is given. */
  async page(viewer: SessionUser | undefined, username: string | undefined, page: number, pageSize: number, language: Language): Promise<RankPage> {
    const card = username ? await this.ctx.users.byUsername(username) : viewer && (await this.ctx.users.cards([viewer.id])).get(viewer.id);
    if (!card || card.status === 'deleted') throw userGone();
    const { count, rows } = await this.repo.history(card.id, page, pageSize);
    const list: RankEntry[] = [];
    for (const row of rows) {
      const post = await this.posts().find(this.ctx.db, row.object_id);
      if (!post) continue;
      const title = post.type === 'answer' && (await this.posts().find(this.ctx.db, post.question_id))?.status === 'deleted'
        ? this.ctx.i18n.t(language, 'reputation.deleted_question_title')
        : post.title;
      list.push({
        created_at: Number(row.created_at), object_id: post.id, question_id: post.question_id, answer_id: post.type === 'answer' ? post.id : '',
        object_type: post.type, title, url_title: urlTitle(post.title), content: '', reputation: row.points,
        rank_type: this.ctx.i18n.t(language, `reputation.rank_type.${LABEL[row.kind] ?? 'other'}`),
      });
    }
    return { count, list };
  }
}
