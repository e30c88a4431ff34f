import { defineExtensionPoint, type SessionUser } from '../../../kernel/api.ts';

/** What a review plugin tells the header about its queue, for `notification/status`. */
export interface ReviewQueue {
  /** Whether `user` may review (the avatar menu's Review link) and how many items wait for them. */
  redDot(user: SessionUser): Promise<{ can_revision: boolean; revision: number }>;
}

/** Provided by a review plugin; without one, `revision` is 0 and `can_revision` false. */
export const ReviewQueuePoint = defineExtensionPoint<ReviewQueue, 'one'>('notifications.review-queue', { owner: 'notifications', cardinality: 'one', members: ['redDot'] });
