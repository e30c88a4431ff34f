import { defineExtensionPoint, type SessionUser } from '../../../kernel/api.ts';

/** What a review plugin tells the header about its queue, for `notification/status`. */
export interface ReviewQueue {
  /** Whether `user` may review (the avatar menu's Review link) and how many items wait for them. */
  redDot(user: SessionUser): Promise<{ can_revision: boolean; revision: number }>;
}

/** Provided by a review plugin; without one, `revision` is 0 and `can_revision` false. */
export const ReviewQueuePoint = defineExtensionPoint<ReviewQueue, 'one'>('notifications.review-queue', { owner: 'notifications', cardinality: 'one', members: ['redDot'] });

/**
 * A member's notification settings (`user/notification/config`), kept by the plugin that owns
 * the settings pages. Without a provider every member gets inbox notices by mail (Answer's
 * default) unless they used an unsubscribe link, which this plugin remembers itself.
 */
export interface NotifySettings {
  /** Whether `userId` wants inbox notices (answers, comments, replies, mentions) by e-mail. */
  inboxByMail(userId: string): Promise<boolean>;
  /** The unsubscribe link: turns inbox notices by e-mail off. */
  stopInboxMail(userId: string): Promise<void>;
}

export const NotifySettingsPoint = defineExtensionPoint<NotifySettings, 'one'>('notifications.notify-settings', { owner: 'notifications', cardinality: 'one', members: ['inboxByMail', 'stopInboxMail'] });
