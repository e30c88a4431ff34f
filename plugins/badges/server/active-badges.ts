import { BadgeStatusId, type BadgeRepository, type BadgeRow, type RuleName } from './badge-repository.ts';

/** How long a process trusts its copy, should another process's signal of a switch be lost. */
const TRUSTED_MS = 10_000;

/**
 * The active badges, kept in memory. Every upvote, applied edit and acceptance asks which badges
 * it could earn, and the catalogue (a few rows) changes only when an admin switches a badge: the
 * copy is dropped then (here, and in the other processes through the cache's signal) and after a
 * few seconds anyway.
 */
export class ActiveBadges {
  private memo?: { at: number; list: BadgeRow[] };
  /** Moves on every switch, so a read begun before one is not kept after it. */
  private generation = 0;

  constructor(private readonly badges: BadgeRepository) {}

  /** The active badges the rules named give, in the catalogue's order. */
  async for(handlers: readonly RuleName[]): Promise<BadgeRow[]> {
    return (await this.all()).filter((b) => handlers.includes(b.handler));
  }

  /** Forget the copy: a badge was switched. */
  forget(): void {
    this.memo = undefined;
    this.generation += 1;
  }

  private async all(): Promise<BadgeRow[]> {
    if (this.memo && Date.now() - this.memo.at < TRUSTED_MS) return this.memo.list;
    const generation = this.generation;
    const list = (await this.badges.all()).filter((b) => b.status === BadgeStatusId.active);
    if (generation === this.generation) this.memo = { at: Date.now(), list };
    return list;
  }
}
