import type { FromSchema } from 'json-schema-to-ts';
import { ACCOUNT_LIMITS as L } from './account-bodies.ts';
import { avatarSchema, USER_STATUSES } from './user.ts';

/** How long an admin may suspend a member for. */
export const SUSPEND_DURATIONS = ['24h', '48h', '72h', '7d', '14d', '1m', '2m', '3m', '6m', '1y', 'forever'] as const;

/** Answer's English role names by id; the interface translates them. */
export const ROLE_NAMES = { 1: 'User', 2: 'Admin', 3: 'Moderator' } as const;

const userId = { type: 'string', pattern: '^[1-9][0-9]{0,18}$', maxLength: 19 } as const;

export const userPageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    query: { type: 'string', maxLength: 100 },
    status: { enum: USER_STATUSES },
    staff: { type: 'boolean' },
  },
} as const;

/** `GET /answer/admin/api/user`: one member, for the admin's member overview. */
export const userQuery = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: userId },
} as const;

export const userStatusBody = {
  type: 'object',
  required: ['user_id', 'status'],
  properties: {
    user_id: userId,
    status: { enum: USER_STATUSES },
    suspend_duration: { enum: SUSPEND_DURATIONS },
    reason: { type: 'string', maxLength: 500 },
    remove_all_content: { type: 'boolean' },
  },
} as const;

export const userRoleBody = {
  type: 'object',
  required: ['user_id', 'role_id'],
  properties: { user_id: userId, role_id: { type: 'integer', enum: [1, 2, 3] } },
} as const;

/** The admin "add user" body; `quorum user create` checks its flags against it too. */
export const createUserBody = {
  type: 'object',
  required: ['display_name', 'email', 'password'],
  properties: {
    display_name: { type: 'string', minLength: L.adminDisplayNameMin, maxLength: L.displayNameMax, notBlank: true },
    email: { type: 'string', maxLength: L.emailMax, format: 'email' },
    password: { type: 'string', minLength: L.passwordMin, maxLength: L.passwordMax },
  },
} as const;

/** Answer's most accounts in one bulk add. */
export const BULK_USERS_MAX = 5000;

/** `POST users`: one account a line, `display name, e-mail, password` (Answer's format). */
export const addUsersBody = {
  type: 'object',
  required: ['users'],
  properties: { users: { type: 'string', minLength: 1, maxLength: BULK_USERS_MAX * 600 } },
} as const;

/** `PUT user/profile`: an admin edits a member's names and address (Answer's EditUserProfileReq). */
export const editUserProfileBody = {
  type: 'object',
  required: ['user_id', 'display_name', 'email'],
  properties: {
    user_id: userId,
    display_name: { type: 'string', minLength: 2, maxLength: L.displayNameMax, notBlank: true },
    username: { type: 'string', maxLength: L.usernameMax },
    email: { type: 'string', maxLength: L.emailMax, format: 'email' },
  },
} as const;

/** `GET`/`POST user/activation`. */
export const userActivationQuery = userQuery;
export const userActivationBody = userQuery;

export const activationUrlSchema = {
  type: 'object',
  required: ['activation_url'],
  additionalProperties: false,
  properties: { activation_url: { type: 'string' } },
} as const;

/** `DELETE delete/permanently`: what to purge of what is already deleted (Answer's types). */
export const deletePermanentlyBody = {
  type: 'object',
  required: ['type'],
  properties: { type: { enum: ['users', 'questions', 'answers'] } },
} as const;

/** `GET /answer/api/v1/user/staff`: admins and moderators whose name starts with `username`. */
export const userStaffQuery = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 500 },
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

export const userStaffListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['username', 'display_name', 'avatar'],
    additionalProperties: false,
    properties: { username: { type: 'string' }, display_name: { type: 'string' }, avatar: { type: 'string' } },
  },
} as const;

export const userPasswordBody = {
  type: 'object',
  required: ['user_id', 'password'],
  properties: { user_id: userId, password: { type: 'string', minLength: L.passwordMin, maxLength: L.passwordMax } },
} as const;

const time = { type: 'integer' } as const;

/** A row of the admin users page. */
export const adminUserSchema = {
  type: 'object',
  required: [
    'user_id', 'username', 'display_name', 'e_mail', 'avatar', 'rank', 'status', 'role_id', 'role_name',
    'created_at', 'last_login_date', 'deleted_at', 'suspended_at', 'suspended_until',
  ],
  additionalProperties: false,
  properties: {
    user_id: { type: 'string' },
    username: { type: 'string' },
    display_name: { type: 'string' },
    e_mail: { type: 'string' },
    avatar: avatarSchema,
    rank: { type: 'integer' },
    status: { enum: USER_STATUSES },
    role_id: { type: 'integer', enum: [1, 2, 3] },
    role_name: { enum: Object.values(ROLE_NAMES) as ['User', 'Admin', 'Moderator'] },
    created_at: time,
    last_login_date: time,
    deleted_at: time,
    suspended_at: time,
    suspended_until: time,
  },
} as const;

export const adminUserPageSchema = {
  type: 'object',
  required: ['count', 'list'],
  additionalProperties: false,
  properties: { count: { type: 'integer', minimum: 0 }, list: { type: 'array', items: adminUserSchema } },
} as const;

export const roleSchema = {
  type: 'object',
  required: ['id', 'name', 'description'],
  additionalProperties: false,
  properties: { id: { type: 'integer', enum: [1, 2, 3] }, name: { enum: ['User', 'Admin', 'Moderator'] }, description: { type: 'string' } },
} as const;

export const roleListSchema = { type: 'array', items: roleSchema } as const;

export type SuspendDuration = (typeof SUSPEND_DURATIONS)[number];
export type UserQuery = FromSchema<typeof userQuery>;
export type UserStatusBody = FromSchema<typeof userStatusBody>;
export type UserRoleBody = FromSchema<typeof userRoleBody>;
export type CreateUserBody = FromSchema<typeof createUserBody>;
export type UserPasswordBody = FromSchema<typeof userPasswordBody>;
export type AddUsersBody = FromSchema<typeof addUsersBody>;
export type EditUserProfileBody = FromSchema<typeof editUserProfileBody>;
export type ActivationUrl = FromSchema<typeof activationUrlSchema>;
export type DeletePermanentlyBody = FromSchema<typeof deletePermanentlyBody>;
export type UserStaffQuery = FromSchema<typeof userStaffQuery>;
export type UserStaff = FromSchema<typeof userStaffListSchema>;
export type AdminUser = FromSchema<typeof adminUserSchema>;
export type AdminUserPage = FromSchema<typeof adminUserPageSchema>;
export type Role = FromSchema<typeof roleSchema>;
