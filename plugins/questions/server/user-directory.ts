import type { Db } from './post-rows.ts';

/** Answer's UserBasicInfo: what posts show of their authors and editors. */
export interface UserBasicInfo {
  id: string;
  username: string;
  display_name: string;
  avatar: string;
  rank: number;
  website: string;
  location: string;
  language: string;
  status: string;
  suspended_until: number;
}

const STATUS: Record<number, string> = { 1: 'normal', 9: 'suspended', 10: 'deleted', 11: 'inactive' };

/** Stored avatars are JSON `{type, gravatar?, custom?}` or a URL; lists show a URL or ''. */
function avatarUrl(stored: string): string {
  if (!stored) return '';
  try {
    const parsed = JSON.parse(stored) as { type?: string; custom?: string; gravatar?: string };
    if (parsed.type === 'custom') return parsed.custom ?? '';
    if (parsed.type === 'gravatar') return parsed.gravatar ?? '';
    return '';
  } catch {
    return stored;
  }
}

/**
 * Reads members' public basics in bulk. The kernel's user store offers one-by-one lookups
 * only, so this reads the `user` table's public columns (see README, "kernel wishes").
 */
export class UserDirectory {
  async basics(db: Db, ids: string[]): Promise<Map<string, UserBasicInfo>> {
    const wanted = [...new Set(ids.filter((id) => id && id !== '0'))];
    if (wanted.length === 0) return new Map();
    const rows = await db('user').whereIn('id', wanted)
      .select('id', 'username', 'display_name', 'avatar', 'rank', 'website', 'location', 'language', 'status', 'suspended_until');
    return new Map(rows.map((r: Record<string, unknown>) => [String(r.id), {
      id: String(r.id),
      username: String(r.username),
      display_name: String(r.display_name),
      avatar: avatarUrl(String(r.avatar ?? '')),
      rank: Number(r.rank),
      website: String(r.website ?? ''),
      location: String(r.location ?? ''),
      language: String(r.language ?? ''),
      status: STATUS[Number(r.status)] ?? 'normal',
      suspended_until: Number(r.suspended_until),
    }]));
  }
}

/** Shown for a post whose author row is gone. */
export function unknownUser(id: string): UserBasicInfo {
  return { id, username: '', display_name: '', avatar: '', rank: 0, website: '', location: '', language: '', status: 'deleted', suspended_until: 0 };
}
