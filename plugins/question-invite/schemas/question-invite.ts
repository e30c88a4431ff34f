import type { FromSchema } from 'json-schema-to-ts';

/**
 * What `question/invite` takes and answers (Answer's QuestionUpdateInviteUser and its list of
 * UserBasicInfo). Pure data and types, because the web bundle imports it.
 */

/** At most this many members on a question's list (Answer's invite card allowed five). */
export const INVITEES_MAX = 5;

const questionId = { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' } as const;

export const inviteQuerySchema = {
  type: 'object',
  required: ['id'],
  properties: { id: questionId },
} as const;
export type InviteQuery = FromSchema<typeof inviteQuerySchema>;

/**
 * The whole list, by username, in order: those left out are taken off it. More than
 * INVITEES_MAX is refused by the service (a clear message, not a schema error), so the schema
 * only bounds what it reads.
 */
export const inviteBodySchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: questionId,
    invite_user: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 100 } },
    captcha_id: { type: 'string', maxLength: 200 },
    captcha_code: { type: 'string', maxLength: 200 },
  },
} as const;
export type InviteBody = FromSchema<typeof inviteBodySchema>;

export { userBasicInfoSchema as inviteeSchema, type UserBasicInfo as Invitee } from '../../questions/schemas/user.ts';
