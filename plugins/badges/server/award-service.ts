import type { Knex } from 'knex';
import type { Clock, PluginContext, UserDirectory } from '../../../kernel/api.ts';
import type { AwardRepository, NewAward } from './award-repository.ts';
import type { BadgeRow } from './badge-repository.ts';
import { badgeNameKey } from './badge-texts.ts';
import { heldKey, type HeldAwards } from './held-awards.ts';

/** A badge a rule found earned: by whom, and for which post ('0' for none). */
export interface Candidate {
  badge: BadgeRow;
  userId: string;
  awardKey: string;
}

/**
 * Gives badges. Each award is its own short transaction after the action that earned it has
 * committed, so a badge never holds up or rolls back what a member did. A badge earned once is
 * stored with unique_key '0', one earned per post with the post: the unique index on (badge,
 * member, unique_key) lets exactly one of two racing identical awards in, on every engine, and
 * only the award that went in is told (`badge.awarded`, the achievement notice).
 */
export class AwardService {
  constructor(
    private readonly db: () => Knex,
    private readonly awards: AwardRepository,
    private readonly members: Pick<UserDirectory, 'cards'>,
    private readonly events: PluginContext['events'],
    private readonly clock: Clock,
    private readonly held: HeldAwards,
    /** Tells the other processes a member's awards were taken back (they forget theirs). */
    private readonly revoked: () => Promise<void>,
  ) {}

  /**
   * Gives each candidate its badge unless the member holds it already (for that post, for a
   * badge earned per post); answers how many were new. Deleted and suspended members earn
   * nothing: a suspension pauses awards, and the next action that earns one gives it.
   */
  async give(candidates: readonly Candidate[]): Promise<number> {
    const owed = candidates.filter((c) => !this.held.has(heldKey(c.badge, c.userId, c.awardKey)));
    if (owed.length === 0) return 0;
    const cards = await this.members.cards(owed.map((c) => c.userId));
    let given = 0;
    for (const candidate of owed) {
      const status = cards.get(candidate.userId)?.status;
      if (!status || status === 'deleted' || status === 'suspended') continue;
      if (await this.giveOne(candidate)) given += 1;
    }
    return given;
  }

  /** Takes back a deleted member's badges, in the transaction that deletes them (Answer's rule). */
  async revokeAll(userId: string, trx?: Knex.Transaction): Promise<void> {
    // Awards known held are forgotten once the removal committed (before, a read still finds them).
    const forget = () => {
      this.held.forget();
      return this.revoked();
    };
    if (trx) {
      await this.awards.removeMember(trx, Number(userId));
      trx.executionPromise.then(forget, () => undefined);
    } else {
      await this.db().transaction((t) => this.awards.removeMember(t, Number(userId)));
      await forget();
    }
  }

  private async giveOne({ badge, userId, awardKey }: Candidate): Promise<boolean> {
    const award: NewAward = {
      badge_id: badge.id, user_id: Number(userId), award_key: awardKey, unique_key: badge.single ? '0' : awardKey, created_at: this.clock.now(),
    };
    const key = { badge_id: award.badge_id, user_id: award.user_id, unique_key: award.unique_key };
    const held = () => {
      this.held.note(heldKey(badge, userId, awardKey));
      return false;
    };
    // Most events find the badge held already: one read instead of a failed insert.
    if (await this.awards.exists(this.db(), key)) return held();
    try {
      await this.db().transaction(async (trx) => {
        const id = await this.awards.insert(trx, award);
        await this.events.emit('badge.awarded', { awardId: String(id), badgeId: badge.id, userId, awardKey, nameKey: badgeNameKey(badge.slug) }, trx);
      });
      held();
      return true;
    } catch (err) {
      // The unique index refused it: a racing award of the same badge went in first.
      if (await this.awards.exists(this.db(), key)) return held();
      throw err;
    }
  }
}
