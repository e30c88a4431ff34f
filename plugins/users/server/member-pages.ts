import type { Clock, Renderer } from '../../../kernel/api.ts';
import type { MemberPageFacts, MemberPages } from './api.ts';
import { avatarLink, memberStatus } from './member-status.ts';
import type { ProfileRepository } from './profile-repository.ts';

/** Meta descriptions are cut by search engines near this length anyway. */
const EXCERPT_LENGTH = 160;

/** A member's public page facts; a deleted member keeps a page with their name only (SPEC §4). */
export class MemberPagesService implements MemberPages {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly renderer: Renderer,
    private readonly clock: Clock,
  ) {}

  async member(username: string): Promise<MemberPageFacts | undefined> {
    const row = await this.profiles.byUsername(username);
    if (!row) return undefined;
    const deleted = memberStatus(row, this.clock.now()) === 'deleted';
    return {
      username: row.username,
      display_name: row.display_name,
      excerpt: deleted || !row.bio ? '' : this.renderer.excerpt(row.bio, EXCERPT_LENGTH),
      avatar: deleted ? '' : avatarLink(row.avatar),
      deleted,
    };
  }
}
