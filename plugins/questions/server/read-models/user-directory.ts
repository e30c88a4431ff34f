import { avatarUrl, type UserCard, type UserDirectory } from '../../../../kernel/api.ts';
import type { UserBasicInfo } from '../../schemas/user.ts';

export type { UserBasicInfo };

/**
 * Answer's shape from the kernel's public member card. The card has no website, location,
 * language or suspension end (they are not public), so those keys stay neutral.
 */
export function basicInfo(card: UserCard): UserBasicInfo {
  return {
    id: card.id, username: card.username, display_name: card.display_name, avatar: avatarUrl(card.avatar), rank: card.rank,
    website: '', location: '', language: '', status: card.status, suspended_until: 0,
  };
}

/** Members' public basics in bulk, through the kernel's UserDirectory (outside transactions). */
export class PostAuthors {
  constructor(private readonly members: UserDirectory) {}

  async basics(ids: string[]): Promise<Map<string, UserBasicInfo>> {
    const wanted = [...new Set(ids.filter((id) => id && id !== '0'))];
    if (wanted.length === 0) return new Map();
    const cards = await this.members.cards(wanted);
    return new Map([...cards].map(([id, card]) => [id, basicInfo(card)]));
  }
}

/** Shown for a post whose author row is gone. */
export function unknownUser(id: string): UserBasicInfo {
  return { id, username: '', display_name: '', avatar: '', rank: 0, website: '', location: '', language: '', status: 'deleted', suspended_until: 0 };
}
