import type { Knex } from 'knex';
import { CAP_EXEMPT, type ActivityKind } from './point-table.ts';

/** A row of `reputation_activity` (see the migration). */
export interface ActivityRow {
  id: number;
  user_id: number;
  trigger_user_id: number;
  kind: ActivityKind;
  object_id: string;
  nominal: number;
  points: number;
  cancelled: number;
  revoked: number;
  created_at: number;
  updated_at: number;
}

export type NewActivity = Omit<ActivityRow, 'id' | 'cancelled' | 'revoked' | 'updated_at'>;

type Db = Knex | Knex.Transaction;

/** Rows that count towards a member's reputation. */
const live = (q: Knex.QueryBuilder) => q.where({ cancelled: 0, revoked: 0 });

const num = (v: unknown) => Number(v ?? 0);

/** SQL of the ledger; nothing else touches its tables. */
export class ActivityRepository {
  constructor(private readonly db: () => Knex) {}

  /**
   * Takes the member's row lock for the rest of `trx` (made on first use). Writing the row is what
   * locks it on MariaDB; SQLite has a single writer anyway.
   */
  async lockMember(trx: Knex.Transaction, userId: string, now: number): Promise<void> {
    const touched = await trx('reputation_member').where({ user_id: Number(userId) }).update({ updated_at: now });
    if (touched > 0) return;
    await trx('reputation_member').insert({ user_id: Number(userId), updated_at: now }).onConflict('user_id').ignore();
    await trx('reputation_member').where({ user_id: Number(userId) }).update({ updated_at: now });
  }

  async liveSum(db: Db, userId: string): Promise<number> {
    const row = await live(db('reputation_activity').where({ user_id: Number(userId) })).sum({ total: 'points' }).first();
    return num(row?.total);
  }

  /** What the member's capped rows since `since` add up to (the daily cap's measure). */
  async cappedSince(db: Db, userId: string, since: number): Promise<number> {
    const row = await live(db('reputation_activity').where({ user_id: Number(userId) }))
      .where('created_at', '>=', since)
      .whereNotIn('kind', [...CAP_EXEMPT])
      .sum({ total: 'points' })
      .first();
    return num(row?.total);
  }

  async insert(trx: Knex.Transaction, row: NewActivity): Promise<void> {
    await trx('reputation_activity').insert({ ...row, cancelled: 0, revoked: 0, updated_at: row.created_at });
  }

  /** The not-cancelled row of one action, if any (e.g. the author's side of one member's vote). */
  async findOpen(trx: Knex.Transaction, match: { kind: ActivityKind; user_id: number; trigger_user_id: number; object_id: string }): Promise<ActivityRow | undefined> {
    return trx('reputation_activity').where({ ...match, cancelled: 0 }).orderBy('id', 'desc').first();
  }

  /** Not-cancelled rows about a post: revoked ones, live ones, or (no `revoked`) both. */
  async openAbout(trx: Knex.Transaction, objectId: string, revoked?: 0 | 1): Promise<ActivityRow[]> {
    const q = trx('reputation_activity').where({ object_id: objectId, cancelled: 0 });
    if (revoked !== undefined) q.where({ revoked });
    return q.orderBy('id');
  }

  async hasLive(trx: Knex.Transaction, userId: string, kind: ActivityKind): Promise<boolean> {
    return !!(await live(trx('reputation_activity').where({ user_id: Number(userId), kind })).first('id'));
  }

  async mark(trx: Knex.Transaction, id: number, flags: Partial<Pick<ActivityRow, 'cancelled' | 'revoked'>>, now: number): Promise<void> {
    await trx('reputation_activity').where({ id }).update({ ...flags, updated_at: now });
  }

  /** A member's live rows that moved their figure and are about a post, newest first. */
  async history(userId: string, page: number, pageSize: number): Promise<{ count: number; rows: ActivityRow[] }> {
    const base = () => live(this.db()('reputation_activity').where({ user_id: Number(userId) })).whereNot({ points: 0 }).whereNot({ object_id: '0' });
    const total = await base().count({ n: '*' }).first();
    const rows = await base().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset((page - 1) * pageSize).limit(pageSize);
    return { count: num(total?.n), rows };
  }

  /** Members by reputation gained since `since` (the opening balance is not a gain). */
  async gainedMost(since: number, limit: number): Promise<{ userId: string; total: number }[]> {
    const rows = await live(this.db()('reputation_activity'))
      .where('created_at', '>=', since)
      .whereNot({ kind: 'reputation.opening' })
      .groupBy('user_id')
      .select('user_id')
      .sum({ total: 'points' })
      .havingRaw('sum(points) > 0')
      .orderBy([{ column: 'total', order: 'desc' }, { column: 'user_id', order: 'asc' }])
      .limit(limit);
    return rows.map((r: { user_id: number; total: unknown }) => ({ userId: String(r.user_id), total: num(r.total) }));
  }

  /** Members by votes cast since `since` (live rows of the voter's side). */
  async votedMost(since: number, kinds: readonly ActivityKind[], limit: number): Promise<{ userId: string; total: number }[]> {
    const rows = await live(this.db()('reputation_activity'))
      .where('created_at', '>=', since)
      .whereIn('kind', [...kinds])
      .groupBy('user_id')
      .select('user_id')
      .count({ total: '*' })
      .orderBy([{ column: 'total', order: 'desc' }, { column: 'user_id', order: 'asc' }])
      .limit(limit);
    return rows.map((r: { user_id: number; total: unknown }) => ({ userId: String(r.user_id), total: num(r.total) }));
  }
}
