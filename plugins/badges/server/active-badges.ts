import { KeptCopy } from '../../../kernel/api.ts';
import { BadgeStatusId, type BadgeRepository, type BadgeRow, type RuleName } from './badge-repository.ts';

/**
 * The active badges, kept in memory. Every upvote, applied edit and acceptance asks which badges
 * it could earn, and the catalogue (a few rows) changes only when an admin switches a badge: the
 * copy is dropped then, here and in the other processes (the cache's signal).
 */
export class ActiveBadges {
  private readonly copy: KeptCopy<BadgeRow[]>;

  constructor(badges: BadgeRepository) {
    this.copy = new KeptCopy(async () => (await badges.all()).filter((b) => b.status === BadgeStatusId.active));
  }

  /** The active badges the rules named give, in the catalogue's order. */
  async for(handlers: readonly RuleName[]): Promise<BadgeRow[]> {
    return (await this.copy.get()).filter((b) => handlers.includes(b.handler));
  }

  /** Forget the copy: a badge was switched. */
  forget(): void {
    this.copy.forget();
  }
}
