import { ForbiddenError, InputError, NotFoundError, type Clock, type Language, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import { basicInfo, unknownUser, type FlaggedPost, type PendingPosts, type PostModeration } from '../../questions/server/api.ts';
import type { PendingPost, PendingPostPage } from '../schemas/review.ts';
import type { Reviewer } from './api.ts';
import { QueueStatus, type PostQueueRepository, type QueueRow } from './post-queue-repository.ts';
import type { ReviewRules } from './review-rules.ts';

type PostType = 'question' | 'answer';
/** Question statuses an answer may be published under (FlaggedPost's stored status: 1 normal, 2 closed). */
const LIVE_QUESTION = [1, 2];

/**
 * The queue of held new posts (Answer's `review/pending/post`): one a page, oldest first, for
 * staff and for members who may review that kind of post (`question.audit`, `answer.audit`).
 * A decision writes the queue row and the post in one transaction (questions' PendingPosts).
 */
export class PendingPostService {
  constructor(
    private readonly rules: ReviewRules,
    private readonly queue: PostQueueRepository,
    private readonly posts: () => PostModeration,
    private readonly pending: () => PendingPosts,
    private readonly reviewers: () => Reviewer[],
    private readonly members: UserDirectory,
    private readonly db: () => import('knex').Knex,
    private readonly clock: Clock,
  ) {}

  /** The kinds of held post `user` may review. */
  async reviewable(user: SessionUser): Promise<PostType[]> {
    return (await this.rules.reviewable(user)).filter((t): t is PostType => t === 'question' || t === 'answer');
  }

  async count(user: SessionUser): Promise<number> {
    return this.queue.countPending(this.db(), await this.reviewable(user), user.id);
  }

  async page(user: SessionUser, language: Language, q: { page: number; objectId?: string }): Promise<PendingPostPage> {
    const types = await this.reviewable(user);
    if (types.length === 0) throw new ForbiddenError('error.rank.fail_to_meet_the_condition');
    const { count, list } = await this.queue.pending(this.db(), { types, viewerId: user.id, objectId: q.objectId, page: q.page, pageSize: 1 });
    const posts = await this.posts().posts(list.map((r) => r.object_id));
    const cards = await this.members.cards([...new Set(list.map((r) => r.user_id))]);
    const names = new Map(this.reviewers().map((r) => [r.slug, r.name(language)]));
    const items: PendingPost[] = [];
    for (const row of list) {
      const post = posts.get(row.object_id);
      if (!post) continue;
      const card = cards.get(row.user_id);
      items.push(present(row, post, card ? basicInfo(card) : unknownUser(row.user_id), names.get(row.submitter) ?? row.submitter));
    }
    return { count, list: items };
  }

  /** Approve publishes the post (events, counters, notifications then); reject deletes it. */
  async decide(user: SessionUser, reviewId: number, decision: 'approve' | 'reject'): Promise<void> {
    const row = await this.queue.byId(this.db(), reviewId);
    if (!row) throw new NotFoundError('error.review.not_found');
    if (!(await this.reviewable(user)).includes(row.object_type)) throw new ForbiddenError('error.rank.fail_to_meet_the_condition');
    if (row.user_id === user.id) throw new ForbiddenError('error.review.own_post');
    if (row.status !== QueueStatus.pending) throw new InputError('error.review.already_decided');
    // An answer approved before its held question would publish that question's title.
    if (decision === 'approve' && row.object_type === 'answer') await this.assertQuestionLive(row.object_id);
    const status = decision === 'approve' ? QueueStatus.approved : QueueStatus.rejected;
    const decided = await this.pending().decide(row.object_id, decision, user.id, async (trx) => {
      if (!(await this.queue.decide(trx, row.id, status, user.id, this.clock.now()))) throw new InputError('error.review.already_decided');
    });
    if (!decided) throw new InputError('error.review.already_decided');
  }

  private async assertQuestionLive(answerId: string): Promise<void> {
    const answer = (await this.posts().posts([answerId])).get(answerId);
    if (!answer) return; // gone: questions' decide reports it as decided already
    const question = (await this.posts().posts([answer.question_id])).get(answer.question_id);
    if (!question || !LIVE_QUESTION.includes(question.status)) throw new InputError('error.review.question_not_live');
  }
}

function present(row: QueueRow, post: FlaggedPost, author: PendingPost['author_user_info'], submitter: string): PendingPost {
  return {
    review_id: row.id, created_at: row.created_at, object_id: post.id, question_id: post.question_id, answer_id: post.type === 'answer' ? post.id : '', comment_id: '',
    object_type: post.type, title: post.title, url_title: post.url_title, original_text: post.original_text, parsed_text: post.parsed_text,
    tags: post.tags, object_status: post.status, object_show_status: post.show, author_user_info: author, submit_at: row.created_at,
    submitter_display_name: submitter, reason: row.reason,
  };
}
