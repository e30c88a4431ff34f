import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** Stored flag status (Answer's report.status). */
export const ReportStatus = { pending: 1, completed: 2, ignored: 3 } as const;

export interface ReportRow {
  id: string;
  user_id: string;
  object_id: string;
  object_type: 'question' | 'answer' | 'comment';
  reported_user_id: string;
  report_type: number;
  content: string;
  status: number;
  flagged_type: string;
  handled_by: string;
  handled_at: number;
  created_at: number;
}

export interface FlagSearch {
  status: 'pending' | 'completed' | 'all';
  objectType?: string;
  /** Flags raised by this member, or flags on this member's content. */
  userId?: string;
  reportedUserId?: string;
  page: number;
  pageSize: number;
}

const openKey = (userId: string, objectId: string) => `${userId}:${objectId}`;

function normalize(row: Record<string, unknown>): ReportRow {
  return {
    id: String(row.id), user_id: String(row.user_id), object_id: String(row.object_id), object_type: row.object_type as ReportRow['object_type'],
    reported_user_id: String(row.reported_user_id), report_type: Number(row.report_type), content: String(row.content ?? ''), status: Number(row.status),
    flagged_type: String(row.flagged_type ?? ''), handled_by: String(row.handled_by ?? '0'), handled_at: Number(row.handled_at ?? 0), created_at: Number(row.created_at),
  };
}

/** All SQL on `report`. */
export class ReportRepository {
  async byId(db: Db, id: string): Promise<ReportRow | undefined> {
    const row = await db('report').where({ id }).first();
    return row ? normalize(row) : undefined;
  }

  async openBy(db: Db, userId: string, objectId: string): Promise<ReportRow | undefined> {
    const row = await db('report').where({ open_key: openKey(userId, objectId) }).first();
    return row ? normalize(row) : undefined;
  }

  async insert(db: Db, row: Omit<ReportRow, 'flagged_type' | 'handled_by' | 'handled_at'>): Promise<void> {
    await db('report').insert({ ...row, user_id: Number(row.user_id), open_key: openKey(row.user_id, row.object_id) });
  }

  /** Closes every pending flag on the object; the number of flags closed. */
  async handleObject(db: Db, objectId: string, outcome: { status: number; flagged_type: string; handled_by: string; handled_at: number }): Promise<number> {
    return db('report').where({ object_id: objectId, status: ReportStatus.pending }).update({ ...outcome, open_key: null });
  }

  /** Closes every pending flag an account raised; the number closed. */
  async handleRaisedBy(db: Db, userId: string, outcome: { status: number; flagged_type: string; handled_by: string; handled_at: number }): Promise<number> {
    return db('report').where({ user_id: Number(userId), status: ReportStatus.pending }).update({ ...outcome, open_key: null });
  }

  /** Closes one pending flag; 0 when another moderator got there first. */
  async handleOne(db: Db, id: string, outcome: { status: number; flagged_type: string; handled_by: string; handled_at: number }): Promise<number> {
    return db('report').where({ id, status: ReportStatus.pending }).update({ ...outcome, open_key: null });
  }

  /** Flags in id order after `afterId` ('' for the first), at most `limit`: who flagged what (the badges' backfill). */
  async after(db: Db, afterId: string, limit: number): Promise<Pick<ReportRow, 'id' | 'user_id' | 'object_id'>[]> {
    // Ids are all 17 digits: their text order is their order.
    const rows = await db('report').where('id', '>', afterId).orderBy('id').limit(limit).select('id', 'user_id', 'object_id');
    return rows.map((r: Record<string, unknown>) => ({ id: String(r.id), user_id: String(r.user_id), object_id: String(r.object_id) }));
  }

  async countPending(db: Db): Promise<number> {
    const row = await db('report').where({ status: ReportStatus.pending }).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  /** Pending flags oldest first (the queue); handled ones most recently handled first; all of them newest first. */
  async page(db: Db, q: FlagSearch): Promise<{ count: number; list: ReportRow[] }> {
    const base = db('report');
    if (q.status === 'pending') base.where('status', ReportStatus.pending);
    else if (q.status === 'completed') base.whereIn('status', [ReportStatus.completed, ReportStatus.ignored]);
    if (q.objectType) base.andWhere('object_type', q.objectType);
    if (q.userId) base.andWhere('user_id', Number(q.userId));
    if (q.reportedUserId) base.andWhere('reported_user_id', q.reportedUserId);
    const [{ n }] = await base.clone().count({ n: '*' });
    const order = q.status === 'pending'
      ? [{ column: 'created_at', order: 'asc' as const }, { column: 'id', order: 'asc' as const }]
      : q.status === 'completed'
        ? [{ column: 'handled_at', order: 'desc' as const }, { column: 'id', order: 'desc' as const }]
        : [{ column: 'created_at', order: 'desc' as const }, { column: 'id', order: 'desc' as const }];
    const rows = await base.clone().orderBy(order).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: rows.map(normalize) };
  }
}
