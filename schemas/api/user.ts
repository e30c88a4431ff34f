import type { FromSchema } from 'json-schema-to-ts';
import { AVATAR_TYPES } from './account-bodies.ts';
import { ROLE_IDS } from './role-ids.ts';

/** A member's avatar as stored and served: `default` until they choose one. */
export const avatarSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { enum: AVATAR_TYPES },
    gravatar: { type: 'string' },
    custom: { type: 'string' },
  },
} as const;

/** 1 activated, 2 e-mail not yet verified (Answer's numbers). */
export const MAIL_STATUS = { activated: 1, pending: 2 } as const;
export { ROLE_IDS };
const roleId = { type: 'integer', enum: [ROLE_IDS.user, ROLE_IDS.admin, ROLE_IDS.moderator] } as const;

/** What the admin screens call a member's state; `inactive` means the e-mail is unverified. */
export const USER_STATUSES = ['normal', 'suspended', 'deleted', 'inactive'] as const;

const text = { type: 'string' } as const;
const time = { type: 'integer' } as const;

/** The signed-in member's own view (Answer's UserLoginResp / GetCurrentLoginUserInfoResp). */
export const currentUserSchema = {
  type: 'object',
  required: [
    'id', 'access_token', 'username', 'display_name', 'e_mail', 'mail_status', 'status', 'role_id', 'rank', 'avatar',
    'bio', 'bio_html', 'website', 'location', 'language', 'created_at', 'last_login_date', 'have_password', 'suspended_until',
  ],
  additionalProperties: false,
  properties: {
    id: text,
    access_token: text,
    username: text,
    display_name: text,
    e_mail: text,
    mail_status: { type: 'integer', enum: [MAIL_STATUS.activated, MAIL_STATUS.pending] },
    /** Answer's word for a suspended member is `forbidden`. */
    status: { enum: ['normal', 'forbidden', 'deleted', 'inactive'] },
    role_id: roleId,
    rank: { type: 'integer' },
    avatar: avatarSchema,
    bio: text,
    bio_html: text,
    website: text,
    location: text,
    language: text,
    created_at: time,
    last_login_date: time,
    have_password: { type: 'boolean' },
    /** 0 while not suspended or when suspended for good. */
    suspended_until: time,
  },
} as const;

/** GET user/info: the member, or null for a visitor (no token, or one that is no longer valid). */
export const userInfoSchema = { anyOf: [currentUserSchema, { type: 'null' }] } as const;

const memberCardProperties = {
  id: text,
  username: text,
  display_name: text,
  /** The avatar as a URL ('' for the default picture). */
  avatar: text,
  rank: { type: 'integer' },
  website: text,
  location: text,
  language: text,
  status: text,
  suspended_until: { type: 'integer' },
} as const;
type MemberCardField = keyof typeof memberCardProperties;

/** The member card cut to `fields`, all required: the shorter cards Answer's lists carry. */
function memberCardOf<const F extends readonly MemberCardField[]>(fields: F) {
  const properties = Object.fromEntries(fields.map((f) => [f, memberCardProperties[f]])) as Pick<typeof memberCardProperties, F[number]>;
  return { type: 'object', required: fields, properties, additionalProperties: false } as const;
}

/**
 * The member card, written once: Answer's UserBasicInfo, what posts, revisions, flags and the
 * review queue show of their authors and editors. Every shorter card below is cut from it.
 */
export const memberCardSchema = memberCardOf(['id', 'username', 'display_name', 'avatar', 'rank', 'website', 'location', 'language', 'status', 'suspended_until']);
export type MemberCard = FromSchema<typeof memberCardSchema>;

/**
 * SPEC's user badge as Answer's lists carry it (QuestionPageRespOperator, a notice's user_info):
 * the avatar as a URL, reputation, status. Every plugin that shows a member this way uses it.
 */
export const userBadgeSchema = memberCardOf(['id', 'username', 'display_name', 'avatar', 'rank', 'status']);
export type UserBadge = FromSchema<typeof userBadgeSchema>;

/** A search hit's author (Answer's SearchObject user_info): the badge without the avatar. */
export const searchAuthorSchema = memberCardOf(['id', 'username', 'display_name', 'rank', 'status']);

/** What anyone may see of a member (mention suggestions). */
export const publicUserSchema = {
  type: 'object',
  required: ['id', 'username', 'display_name', 'avatar', 'rank', 'bio', 'bio_html', 'website', 'location', 'created_at', 'last_login_date', 'status'],
  additionalProperties: false,
  properties: {
    id: text,
    username: text,
    display_name: text,
    avatar: avatarSchema,
    rank: { type: 'integer' },
    bio: text,
    bio_html: text,
    website: text,
    location: text,
    created_at: time,
    last_login_date: time,
    status: { enum: USER_STATUSES },
  },
} as const;

export const publicUserListSchema = { type: 'array', items: publicUserSchema } as const;

export type Avatar = FromSchema<typeof avatarSchema>;
export type CurrentUser = FromSchema<typeof currentUserSchema>;
export type PublicUser = FromSchema<typeof publicUserSchema>;
export type UserStatusName = (typeof USER_STATUSES)[number];
export type RoleId = (typeof roleId.enum)[number];
