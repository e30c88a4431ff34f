import { AVATAR_TYPES } from '../../schemas/api/account-bodies.ts';
import type { Avatar, UserStatusName } from '../../schemas/api/user.ts';
import { MailStatus, UserStatus, type SessionUser, type RoleId } from './session-user.ts';
import type { UserRow } from './user-repository.ts';

export type StatusName = UserStatusName;

/** A suspension with an end in the past no longer counts. `suspended_until` 0 means forever. */
export function isSuspended(user: Pick<UserRow, 'status' | 'suspended_until'>, now: number): boolean {
  return user.status === UserStatus.suspended && (user.suspended_until === 0 || user.suspended_until > now);
}

/** The status the admin screens show: deleted, suspended, inactive (e-mail unverified) or normal. */
export function statusName(user: Pick<UserRow, 'status' | 'mail_status' | 'suspended_until'>, now: number): StatusName {
  if (user.status === UserStatus.deleted) return 'deleted';
  if (isSuspended(user, now)) return 'suspended';
  if (user.mail_status !== MailStatus.activated) return 'inactive';
  return 'normal';
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: String(row.id),
    username: row.username,
    display_name: row.display_name,
    e_mail: row.e_mail,
    role_id: row.role_id as RoleId,
    status: row.status,
    mail_status: row.mail_status,
    language: row.language,
    rank: row.rank,
    suspended_until: row.suspended_until,
  };
}

/**
 * Avatars are stored as JSON `{type, gravatar?, custom?}` (the profile body) or, from older
 * data, a plain URL string; anything else reads as the default avatar.
 */
export function parseAvatar(stored: string): Avatar {
  if (!stored) return { type: 'default' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { type: 'custom', custom: stored };
  }
  const value = (parsed ?? {}) as Record<string, unknown>;
  const type = AVATAR_TYPES.find((t) => t === value.type);
  if (!type) return { type: 'default' };
  const avatar: Avatar = { type };
  if (typeof value.gravatar === 'string') avatar.gravatar = value.gravatar;
  if (typeof value.custom === 'string') avatar.custom = value.custom;
  return avatar;
}
