import type { BadgeRow } from './badge-repository.ts';

/** Past this many remembered awards the memory starts again (each is learnt again by one read). */
const REMEMBERED = 100_000;

/** The award a badge gives a member: once ('0'), or once per post for a badge earned per post. */
export function heldKey(badge: Pick<BadgeRow, 'id' | 'single'>, userId: string, postId: string): string {
  return `${badge.id}:${userId}:${badge.single ? '0' : postId}`;
}

/**
 * Awards this process knows are held. Most upvotes find the voter's first-upvote badge held
 * already (and every upvote of a post past a score badge's bar, that badge), and would read the
 * member and the award to learn it again. An award is only taken back with its member's account
 * (AwardService.revokeAll), which forgets them all here and, through the cache's signal, in the
 * other processes; a deleted member earns nothing meanwhile anyway.
 */
export class HeldAwards {
  private readonly keys = new Set<string>();

  has(key: string): boolean {
    return this.keys.has(key);
  }

  note(key: string): void {
    if (this.keys.size >= REMEMBERED) this.keys.clear();
    this.keys.add(key);
  }

  forget(): void {
    this.keys.clear();
  }
}
