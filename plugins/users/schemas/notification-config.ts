import type { FromSchema } from 'json-schema-to-ts';

/**
 * A member's notification settings (Answer's GetUserNotificationConfigResp): for each source,
 * whether mail goes out on the `email` channel. GET answers every source; PUT takes any of them.
 */
export const NOTIFICATION_SOURCES = ['inbox', 'all_new_question', 'all_new_question_for_following_tags'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];
/** Until a member chooses, inbox mail is on and the new-question digests are off (Answer's defaults). */
export const NOTIFICATION_DEFAULTS: Record<NotificationSource, boolean> = { inbox: true, all_new_question: false, all_new_question_for_following_tags: false };

const channel = {
  type: 'object',
  required: ['enable'],
  properties: { enable: { type: 'boolean' }, key: { const: 'email' } },
  additionalProperties: false,
} as const;

export const notificationConfigSchema = {
  type: 'object',
  required: [...NOTIFICATION_SOURCES],
  properties: { inbox: channel, all_new_question: channel, all_new_question_for_following_tags: channel },
  additionalProperties: false,
} as const;
export type NotificationConfig = FromSchema<typeof notificationConfigSchema>;

export const notificationConfigBody = {
  type: 'object',
  properties: { inbox: channel, all_new_question: channel, all_new_question_for_following_tags: channel },
  additionalProperties: false,
} as const;
export type NotificationConfigBody = FromSchema<typeof notificationConfigBody>;
