import type { Knex } from 'knex';
import { MemberMarks } from '../../../kernel/api.ts';
import type { VotableType } from './api.ts';

export interface VoteRow {
  id: number;
  object_id: string;
  object_type: VotableType;
  user_id: number;
  object_user_id: number;
  direction: 1 | -1;
  created_at: number;
  updated_at: number;
}

export interface VoteTotals {
  votes: number;
  up_votes: number;
  down_votes: number;
}

/** All SQL on the `vote` table; finding, adding and removing a vote are `MemberMarks`'. Writes report whether they changed a row, for race checks. */
export class VoteRepository extends MemberMarks<VoteRow> {
  constructor(db: () => Knex) {
    super('vote', db);
  }

  /** Standing votes on the whole site (a cancelled vote's row is deleted): the dashboard's figure. */
  async countAll(): Promise<number> {
    return Number((await this.db()('vote').count({ n: '*' }).first())?.n ?? 0);
  }

  /** Every standing vote an account cast, oldest first. */
  async castBy(trx: Knex.Transaction, userId: string): Promise<VoteRow[]> {
    return trx<VoteRow>('vote').where({ user_id: Number(userId) }).orderBy('id');
  }

  /** Flips a vote only if it still points the way we read it. */
  async changeDirection(trx: Knex.Transaction, id: number, from: 1 | -1, now: number): Promise<boolean> {
    const n = await trx('vote').where({ id, direction: from }).update({ direction: -from, updated_at: now });
    return n === 1;
  }

  async totals(objectId: string): Promise<VoteTotals> {
    const rows: { direction: number; n: number | string }[] = await this.db()('vote')
      .where({ object_id: objectId })
      .groupBy('direction')
      .select('direction')
      .count({ n: '*' });
    const count = (d: number) => Number(rows.find((r) => Number(r.direction) === d)?.n ?? 0);
    const up = count(1);
    const down = count(-1);
    return { votes: up - down, up_votes: up, down_votes: down };
  }

  async directions(userId: string, objectIds: string[]): Promise<{ object_id: string; direction: number }[]> {
    if (objectIds.length === 0) return [];
    return this.db()('vote').where({ user_id: Number(userId) }).whereIn('object_id', objectIds).select('object_id', 'direction');
  }
}
