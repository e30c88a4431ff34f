import type { Knex } from 'knex';
import { UnavailableError, type SessionUser } from '../../../../kernel/api.ts';
import { PostScreenPoint, type NewPost, type PostHold, type PostScreen } from '../api.ts';

/**
 * Whether a new post goes live or waits for review, asked of the screen the review plugin
 * provides; without one (or with it off) every post goes live, as in Answer without reviewers.
 */
export class PostIntake {
  constructor(private readonly screen: () => PostScreen | undefined) {}

  /** Before the write's transaction (a screen may read settings and counts). */
  async check(user: SessionUser, post: NewPost): Promise<PostHold | undefined> {
    return this.screen()?.screen(user, post);
  }

  /** Inside the write's transaction, once the held post has its id. */
  async hold(trx: Knex.Transaction, entry: { objectType: 'question' | 'answer'; objectId: string; userId: string; hold: PostHold }): Promise<void> {
    const screen = this.screen();
    // The screen that held the post went away between the check and the write: nothing would
    // ever review it, so the write must not go through as pending.
    if (!screen) throw new UnavailableError('base.unavailable', null, { point: PostScreenPoint.id });
    await screen.enqueue(trx, entry);
  }
}
