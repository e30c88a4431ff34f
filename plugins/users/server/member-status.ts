import { AVATAR_TYPES } from '../../../schemas/api/account-bodies.ts';
import type { Avatar } from '../../../schemas/api/user.ts';
import type { PersonalUser } from '../schemas/personal.ts';
import type { ProfileRow } from './profile-repository.ts';

/** Answer's status ids: 1 available, 9 suspended, 10 deleted; mail 1 verified. */
const SUSPENDED = 9;
const DELETED = 10;
const VERIFIED = 1;

/** A suspension whose end has passed no longer counts; `suspended_until` 0 means forever. */
export function memberStatus(row: Pick<ProfileRow, 'status' | 'mail_status' | 'suspended_until'>, now: number): PersonalUser['status'] {
  if (row.status === DELETED) return 'deleted';
  if (row.status === SUSPENDED && (row.suspended_until === 0 || row.suspended_until > now)) return 'suspended';
  if (row.mail_status !== VERIFIED) return 'inactive';
  return 'normal';
}

/** A stored avatar (`{type, gravatar?, custom?}` JSON, or an old plain URL) as the URL pages show. */
export function avatarLink(stored: string): string {
  if (!stored) return '';
  try {
    const parsed = JSON.parse(stored) as { type?: string; gravatar?: string; custom?: string };
    if (parsed.type === 'custom') return parsed.custom ?? '';
    if (parsed.type === 'gravatar') return parsed.gravatar ?? '';
    return '';
  } catch {
    return stored;
  }
}

/** The stored avatar as user/info shows it: `default` until chosen; an old plain URL reads as custom. */
export function storedAvatar(stored: string): Avatar {
  if (!stored) return { type: 'default' };
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    const type = AVATAR_TYPES.find((t) => t === value.type);
    if (!type) return { type: 'default' };
    return { type, ...(typeof value.gravatar === 'string' ? { gravatar: value.gravatar } : {}), ...(typeof value.custom === 'string' ? { custom: value.custom } : {}) };
  } catch {
    return { type: 'custom', custom: stored };
  }
}
