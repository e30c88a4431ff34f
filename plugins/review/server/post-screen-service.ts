import type { Knex } from 'knex';
import { isStaff, type Clock, type SessionUser } from '../../../kernel/api.ts';
import type { AuthorPosts, NewPost, PostHold, PostScreen } from '../../questions/server/api.ts';
import type { Reviewer } from './api.ts';
import type { PostQueueRepository } from './post-queue-repository.ts';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The screen new questions and answers pass (questions' `PostScreenPoint`): staff skip it;
 * otherwise each reviewer is asked in turn and the first that does not approve holds the post
 * (Answer's CallReviewer). Without reviewers every post goes live.
 */
export class PostScreenService implements PostScreen {
  constructor(
    private readonly reviewers: () => Reviewer[],
    private readonly authorPosts: () => AuthorPosts | undefined,
    private readonly queue: PostQueueRepository,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {}

  async screen(user: SessionUser, post: NewPost): Promise<PostHold | undefined> {
    if (isStaff(user)) return undefined;
    const reviewers = this.reviewers();
    if (reviewers.length === 0) return undefined;
    let counts: Promise<{ questions: number; answers: number }> | undefined;
    const approvedPosts = () => (counts ??= this.authorPosts()?.counts(user.id, true) ?? Promise.resolve({ questions: 0, answers: 0 }));
    const content = { ...post, author: { id: user.id, role_id: user.role_id, rank: user.rank, approvedPosts } };
    for (const reviewer of reviewers) {
      try {
        const verdict = await reviewer.review(content);
        if (!verdict.approved) return { submitter: reviewer.slug, reason: verdict.reason };
      } catch (err) {
        // A broken reviewer must not stop members from posting; the others still look.
        this.log.warn({ err, reviewer: reviewer.slug }, 'reviewer failed; post passed by it');
      }
    }
    return undefined;
  }

  async enqueue(trx: Knex.Transaction, entry: { objectType: 'question' | 'answer'; objectId: string; userId: string; hold: PostHold }): Promise<void> {
    await this.queue.add(trx, {
      user_id: entry.userId, object_id: entry.objectId, object_type: entry.objectType, submitter: entry.hold.submitter, reason: entry.hold.reason, created_at: this.clock.now(),
    });
  }
}
