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

/**
 * SQL of the ledger; nothing else touches its tables. Reads inside a change are locking reads:
 * on MariaDB a plain read in a transaction sees the snapshot it started with, which may predate
 * a change another transaction committed while this one waited for the member's lock.
 */
export class ActivityRepository {
  constructor(private readonly db: () => Knex) {}

  /**
   * Locks the member's row for the rest of `trx` (made on first use) and reads their figure as
   * last committed; null when the ledger has not opened their account yet.
   */
  async lockMember(trx: Knex.Transaction, userId: string, now: number): Promise<number | null> {
    const locked = () => trx('reputation_member').where({ user_id: Number(userId) }).forUpdate().first('reputation');
    // Insert only when missing: an ignored insert takes a shared lock, and two of those on one
    // row would deadlock when both then ask for the exclusive one.
    let row = await locked();
    if (!row) {
      await trx('reputation_member').insert({ user_id: Number(userId), reputation: null, updated_at: now }).onConflict('user_id').ignore();
      row = await locked();
    }
    return row?.reputation === null || row?.reputation === undefined ? null : Number(row.reputation);
  }

  async setFigure(trx: Knex.Transaction, userId: string, reputation: number, now: number): Promise<void> {
    await trx('reputation_member').where({ user_id: Number(userId) }).update({ reputation, updated_at: now });
  }

  /** What the member's capped rows since `since` add up to (the daily cap's measure). */
  async cappedSince(db: Db, userId: string, since: number): Promise<number> {
    const row = await live(db('reputation_activity').where({ user_id: Number(userId) }))
      .where('created_at', '>=', since)
      .whereNotIn('kind', [...CAP_EXEMPT])
      .sum({ total: 'points' })
      .forShare()
      .first();
    return num(row?.total);
  }

  async insert(trx: Knex.Transaction, row: NewActivity): Promise<void> {
    await trx('reputation_activity').insert({ ...row, cancelled: 0, revoked: 0, updated_at: row.created_at });
  }

  /** The not-cancelled row of one action, if any (e.g. the author's side of one member's vote). */
  async findOpen(trx: Knex.Transaction, match: { kind: ActivityKind; user_id: number; trigger_user_id: number; object_id: string }): Promise<ActivityRow | undefined> {
    return trx('reputation_activity').where({ ...match, cancelled: 0 }).orderBy('id', 'desc').forUpdate().first();
  }

  /** Not-cancelled rows about a post: revoked ones, live ones, or (no `revoked`) both. */
  async openAbout(trx: Knex.Transaction, objectId: string, revoked?: 0 | 1): Promise<ActivityRow[]> {
    const q = trx('reputation_activity').where({ object_id: objectId, cancelled: 0 });
    if (revoked !== undefined) q.where({ revoked });
    return q.orderBy('id').forUpdate();
  }

  async hasLive(trx: Knex.Transaction, userId: string, kind: ActivityKind): Promise<boolean> {
    return !!(await live(trx('reputation_activity').where({ user_id: Number(userId), kind })).forUpdate().first('id'));
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
