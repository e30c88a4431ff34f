import type { Knex } from 'knex';
import type { Emoji } from '../schemas/reaction.ts';

export interface ReactionRow {
  id: number;
  object_id: string;
  user_id: number;
  emoji: Emoji;
  created_at: number;
}

/** All SQL on the `reaction` table. */
export class ReactionRepository {
  constructor(private readonly db: () => Knex) {}

  /** A post's reactions, oldest first: the summary's order (first emoji chosen first, as Answer lists them). */
  of(objectId: string, db: Knex | Knex.Transaction = this.db()): Promise<ReactionRow[]> {
    return db<ReactionRow>('reaction').where({ object_id: objectId }).orderBy('id').select('id', 'object_id', 'user_id', 'emoji', 'created_at');
  }

  /** The emoji one member chose on a post. */
  async emojisOf(objectId: string, userId: number): Promise<Set<Emoji>> {
    const rows: Pick<ReactionRow, 'emoji'>[] = await this.db()<ReactionRow>('reaction').where({ object_id: objectId, user_id: userId }).select('emoji');
    return new Set(rows.map((r) => r.emoji));
  }

  /** Adds the member's reaction; one already there (a double click, a racing request) is kept as it is. */
  async add(trx: Knex.Transaction, row: Omit<ReactionRow, 'id'>): Promise<void> {
    await trx('reaction').insert(row).onConflict(['object_id', 'user_id', 'emoji']).ignore();
  }

  /** Reactions in id order after `afterId`, at most `limit`: who reacted to what (the badges' backfill). */
  async after(afterId: number, limit: number): Promise<Pick<ReactionRow, 'id' | 'object_id' | 'user_id'>[]> {
    return this.db()<ReactionRow>('reaction').where('id', '>', afterId).orderBy('id').limit(limit).select('id', 'object_id', 'user_id');
  }

  /** Every reaction an account left. */
  async removeAllBy(trx: Knex.Transaction, userId: number): Promise<void> {
    await trx('reaction').where({ user_id: userId }).delete();
  }

  async remove(trx: Knex.Transaction, objectId: string, userId: number, emoji: Emoji): Promise<void> {
    await trx('reaction').where({ object_id: objectId, user_id: userId, emoji }).delete();
  }
}
