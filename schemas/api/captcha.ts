import type { FromSchema } from 'json-schema-to-ts';

/** The actions that may ask for a captcha (Answer's `user/action/record` actions). */
export const CAPTCHA_ACTIONS = ['email', 'password', 'edit_userinfo', 'question', 'answer', 'comment', 'edit', 'invitation_answer', 'search', 'report', 'delete', 'vote', 'login', 'register'] as const;

export const actionRecordQuery = {
  type: 'object',
  required: ['action'],
  properties: { action: { enum: CAPTCHA_ACTIONS } },
} as const;

/** GET user/action/record: whether the action needs a captcha now, and one to solve if so. */
export const captchaChallengeSchema = {
  type: 'object',
  required: ['verify'],
  additionalProperties: false,
  properties: {
    verify: { type: 'boolean' },
    captcha_id: { type: 'string' },
    captcha_img: { type: 'string' },
  },
} as const;

export type CaptchaActionName = (typeof CAPTCHA_ACTIONS)[number];
export type CaptchaChallenge = FromSchema<typeof captchaChallengeSchema>;
