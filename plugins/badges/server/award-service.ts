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
    let given = 0;
    for (const candidate of await this.eligible(candidates)) {
      if (await this.giveOne(candidate)) given += 1;
    }
    return given;
  }

  /**
   * The backfill's way to give: a batch of awards in one transaction. One commit per award held
   * a million-question site's backfill on MariaDB at ~55 awards a second (hours). A member
   * acting meanwhile may earn one of the same awards; should its unique key refuse one, the
   * transaction rolls back and the batch is given award by award (`give`), which learns which.
   */
  async giveBatch(candidates: readonly Candidate[]): Promise<number> {
    const eligible = await this.eligible(candidates);
    if (eligible.length === 0) return 0;
    let given: Candidate[];
    try {
      given = await this.db().transaction(async (trx) => {
        const inserted: Candidate[] = [];
        for (const candidate of eligible) {
          const award = awardOf(candidate, this.clock.now());
          if (await this.awards.exists(trx, uniqueKeyOf(award))) continue;
          await this.record(trx, candidate, award);
          inserted.push(candidate);
        }
        return inserted;
      });
    } catch {
      return this.give(eligible);
    }
    for (const candidate of eligible) this.held.note(heldKey(candidate.badge, candidate.userId, candidate.awardKey));
    return given.length;
  }

  /** The candidates whose award is not known held, and whose member may earn (not deleted, not suspended). */
  private async eligible(candidates: readonly Candidate[]): Promise<Candidate[]> {
    const owed = candidates.filter((c) => !this.held.has(heldKey(c.badge, c.userId, c.awardKey)));
    if (owed.length === 0) return [];
    const cards = await this.members.cards(owed.map((c) => c.userId));
    return owed.filter((c) => {
      const status = cards.get(c.userId)?.status;
      return !!status && status !== 'deleted' && status !== 'suspended';
    });
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

  private async giveOne(candidate: Candidate): Promise<boolean> {
    const award = awardOf(candidate, this.clock.now());
    const held = () => {
      this.held.note(heldKey(candidate.badge, candidate.userId, candidate.awardKey));
      return false;
    };
    // Most events find the badge held already: one read instead of a failed insert.
    if (await this.awards.exists(this.db(), uniqueKeyOf(award))) return held();
    try {
      await this.db().transaction((trx) => this.record(trx, candidate, award));
      held();
      return true;
    } catch (err) {
      // The unique index refused it: a racing award of the same badge went in first.
      if (await this.awards.exists(this.db(), uniqueKeyOf(award))) return held();
      throw err;
    }
  }

  /** Stores the award and tells of it, in `trx`. */
  private async record(trx: Knex.Transaction, { badge, userId, awardKey }: Candidate, award: NewAward): Promise<void> {
    const id = await this.awards.insert(trx, award);
    await this.events.emit('badge.awarded', { awardId: String(id), badgeId: badge.id, userId, awardKey, nameKey: badgeNameKey(badge.slug) }, trx);
  }
}

/** The row a candidate's award is: unique_key '0' for a badge earned once, the post for one earned per post. */
function awardOf({ badge, userId, awardKey }: Candidate, now: number): NewAward {
  return { badge_id: badge.id, user_id: Number(userId), award_key: awardKey, unique_key: badge.single ? '0' : awardKey, created_at: now };
}

/** What the unique index holds an award by. */
const uniqueKeyOf = ({ badge_id, user_id, unique_key }: NewAward) => ({ badge_id, user_id, unique_key });
