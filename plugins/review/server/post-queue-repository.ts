import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export const QueueStatus = { pending: 1, approved: 2, rejected: 3 } as const;

export interface QueueRow {
  id: number;
  user_id: string;
  object_id: string;
  object_type: 'question' | 'answer';
  reviewer_user_id: string;
  submitter: string;
  reason: string;
  status: number;
  created_at: number;
}

const one = (r: Record<string, unknown>): QueueRow => ({
  id: Number(r.id), user_id: String(r.user_id), object_id: String(r.object_id), object_type: r.object_type as QueueRow['object_type'],
  reviewer_user_id: String(r.reviewer_user_id), submitter: String(r.submitter), reason: String(r.reason), status: Number(r.status), created_at: Number(r.created_at),
});

/** All SQL on `review` (Answer's queue of held new posts). */
export class PostQueueRepository {
  async add(trx: Knex.Transaction, row: Omit<QueueRow, 'id' | 'reviewer_user_id' | 'status'>): Promise<void> {
    await trx('review').insert({ ...row, reviewer_user_id: '0', status: QueueStatus.pending, updated_at: row.created_at });
  }

  async byId(db: Db, id: number): Promise<QueueRow | undefined> {
    const row = await db('review').where({ id }).first();
    return row && one(row);
  }

  /** Pending entries of the given kinds not by the viewer (who may not decide their own), oldest first; `objectId` narrows to one post. */
  async pending(db: Db, q: { types: string[]; viewerId: string; objectId?: string; page: number; pageSize: number }): Promise<{ count: number; list: QueueRow[] }> {
    const base = db('review').where('status', QueueStatus.pending).whereIn('object_type', q.types).whereNot('user_id', q.viewerId);
    if (q.objectId) base.andWhere('object_id', q.objectId);
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = await base.clone().orderBy('id').limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: rows.map(one) };
  }

  /** What the viewer's review dot counts: the same entries `pending` lists. */
  async countPending(db: Db, types: string[], viewerId: string): Promise<number> {
    if (types.length === 0) return 0;
    const [{ n }] = await db('review').where('status', QueueStatus.pending).whereIn('object_type', types).whereNot('user_id', viewerId).count({ n: '*' });
    return Number(n);
  }

  /** Decides a pending entry; false when it was decided meanwhile. */
  async decide(db: Db, id: number, status: number, reviewerId: string, now: number): Promise<boolean> {
    return (await db('review').where({ id, status: QueueStatus.pending }).update({ status, reviewer_user_id: reviewerId, updated_at: now })) > 0;
  }

  /** The post left the queue another way (its author or staff deleted it): its entry closes as rejected. */
  async closeFor(trx: Knex.Transaction, objectId: string, reviewerId: string, now: number): Promise<void> {
    await trx('review').where({ object_id: objectId, status: QueueStatus.pending }).update({ status: QueueStatus.rejected, reviewer_user_id: reviewerId, updated_at: now });
  }
}
