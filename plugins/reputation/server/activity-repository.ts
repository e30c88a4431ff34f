import type { Knex } from 'knex';
import { integerCase, locksRows } from '../../../kernel/api.ts';
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
   * Locks the members' rows for the rest of `trx` (made on first use) and reads their figures as
   * last committed; a figure is null when the ledger has not opened that member's account yet.
   *
   * Every row is made first (or kept as it is) and only then read. On MariaDB a locking read of
   * a missing row locks the gap it would go in, and new members' ids all fall in the same last
   * gap: two changes opening two new accounts would each hold that gap and then wait on each
   * other's insert (a deadlock). Inserts into a gap do not wait on each other, and the read that
   * follows finds every row, so it locks those rows only. The insert is an upsert that changes
   * nothing, not an ignored insert: on a row that exists an ignored insert takes a shared lock,
   * and two of those on one row deadlock when both then ask for the exclusive one; the upsert
   * takes the exclusive lock at once. The ids come sorted (LedgerBook.lock), so every
   * transaction takes its locks in the same order.
   */
  async lockMembers(trx: Knex.Transaction, userIds: readonly string[], now: number): Promise<Map<string, number | null>> {
    const ids = userIds.map(Number);
    if (!locksRows(trx)) return this.openMembers(trx, ids, now);
    await trx('reputation_member').insert(ids.map((id) => ({ user_id: id, reputation: null, updated_at: now }))).onConflict('user_id').merge(['user_id']);
    const rows: { user_id: number; reputation: number | null }[] = await trx('reputation_member').whereIn('user_id', ids).forUpdate().select('user_id', 'reputation');
    return new Map(rows.map((row) => [String(row.user_id), row.reputation === null ? null : Number(row.reputation)]));
  }

  /**
   * `lockMembers` on SQLite, which has no gaps or rows to lock (its one writer holds the whole
   * database): the rows are read, and only the missing ones made, so a vote between open
   * accounts costs one statement instead of two. Nothing can make a row between the two.
   */
  private async openMembers(trx: Knex.Transaction, ids: number[], now: number): Promise<Map<string, number | null>> {
    const rows: { user_id: number; reputation: number | null }[] = await trx('reputation_member').whereIn('user_id', ids).select('user_id', 'reputation');
    const figures = new Map(rows.map((row) => [String(row.user_id), row.reputation === null ? null : Number(row.reputation)]));
    const missing = ids.filter((id) => !figures.has(String(id)));
    if (missing.length > 0) await trx('reputation_member').insert(missing.map((id) => ({ user_id: id, reputation: null, updated_at: now })));
    for (const id of missing) figures.set(String(id), null);
    return figures;
  }

  /** Writes each member's figure, one statement for all of them. */
  async setFigures(trx: Knex.Transaction, figures: ReadonlyMap<string, number>, now: number): Promise<void> {
    if (figures.size === 0) return;
    await trx('reputation_member')
      .whereIn('user_id', [...figures.keys()].map(Number))
      .update({ reputation: integerCase(trx, 'user_id', [...figures].map(([id, figure]) => [Number(id), figure] as const)), updated_at: now });
  }

  /** What the member's capped rows since `since` add up to (the daily cap's measure). */
  async cappedSince(db: Db, userId: string, since: number): Promise<number> {
    // The rows are locked in a subquery: PostgreSQL refuses FOR SHARE beside an aggregate.
    const rows = live(db('reputation_activity').where({ user_id: Number(userId) }))
      .where('created_at', '>=', since)
      .whereNotIn('kind', [...CAP_EXEMPT])
      .select('points')
      .forShare();
    const row = await db.from(rows.as('capped')).sum({ total: 'points' }).first();
    return num(row?.total);
  }

  /** Writes new rows, one statement for all of them. */
  async insert(trx: Knex.Transaction, rows: readonly NewActivity[]): Promise<void> {
    if (rows.length === 0) return;
    await trx('reputation_activity').insert(rows.map((row) => ({ ...row, cancelled: 0, revoked: 0, updated_at: row.created_at })));
  }

  /**
   * The not-cancelled rows one member's action left about one post (e.g. both sides of their
   * vote: the author's and their own), newest first, in one read.
   */
  async openOf(trx: Knex.Transaction, match: { kinds: readonly ActivityKind[]; trigger_user_id: number; object_id: string }): Promise<ActivityRow[]> {
    return trx('reputation_activity')
      .where({ trigger_user_id: match.trigger_user_id, object_id: match.object_id, cancelled: 0 })
      .whereIn('kind', [...match.kinds])
      .orderBy('id', 'desc')
      .forUpdate();
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
