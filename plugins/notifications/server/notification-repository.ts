import type { Knex } from 'knex';
import type { NotificationType } from '../schemas/notification.ts';

/** Stored `type` of each list (Answer's numbers). */
export const TYPE_ID: Record<NotificationType, number> = { inbox: 1, achievement: 2 };

export interface NoticeRow {
  id: number;
  user_id: number;
  trigger_user_id: number;
  type: number;
  msg_type: number;
  action: string;
  object_type: string;
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  title: string;
  rank: number;
  is_read: boolean | number;
  created_at: number;
}

export type NewNotice = Omit<NoticeRow, 'id' | 'is_read' | 'created_at'>;

/** Rows per insert statement (16 columns each). */
const INSERT_BATCH = 50;

/** The notification tables; every query is scoped to one member. */
export class NotificationRepository {
  constructor(private readonly db: () => Knex) {}

  /**
   * Inside `trx` (the transaction that settles the events told), in batches: one statement for
   * a question's hundreds of followers would pass SQLite's 999 bound values.
   */
  async insert(notices: (NewNotice & Pick<NoticeRow, 'created_at'>)[], trx: Knex.Transaction): Promise<void> {
    const rows = notices.map((n) => ({ ...n, is_read: false }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await trx('notification').insert(rows.slice(i, i + INSERT_BATCH));
  }

  /** Whether the member already has this notice from this member about this object. */
  async exists(n: Pick<NoticeRow, 'user_id' | 'trigger_user_id' | 'action' | 'object_id'>): Promise<boolean> {
    return !!(await this.db()('notification').where(n).first('id'));
  }

  /** One page of a member's list, newest first; `msgType` narrows the inbox (0 = all). */
  async page(userId: string, type: NotificationType, msgType: number, page: number, size: number): Promise<{ count: number; rows: NoticeRow[] }> {
    const scope = (q: Knex.QueryBuilder) => {
      q.where({ user_id: Number(userId), type: TYPE_ID[type] });
      if (msgType) q.andWhere({ msg_type: msgType });
      return q;
    };
    const [{ n }] = (await scope(this.db()('notification')).count({ n: '*' })) as { n: number | string }[];
    const rows = (await scope(this.db()('notification').select('*')).orderBy('id', 'desc').offset((page - 1) * size).limit(size)) as NoticeRow[];
    return { count: Number(n), rows };
  }

  /**
   * Unread notices newer than the last one the member saw, in each list: the red dots, in one
   * statement (the header asks for them on every page and then every minute or so).
   */
  async unseen(userId: string): Promise<Record<NotificationType, number>> {
    const rows = (await this.db()({ n: 'notification' })
      .leftJoin({ s: 'notification_seen' }, (on) => on.on('s.user_id', 'n.user_id').andOn('s.type', 'n.type'))
      .where({ 'n.user_id': Number(userId), 'n.is_read': false })
      .whereRaw('n.id > coalesce(s.seen_id, 0)')
      .groupBy('n.type')
      .select('n.type')
      .count({ total: '*' })) as { type: number | string; total: number | string }[];
    const of = (type: NotificationType) => Number(rows.find((r) => Number(r.type) === TYPE_ID[type])?.total ?? 0);
    return { inbox: of('inbox'), achievement: of('achievement') };
  }

  /** Clears a red dot: everything in the list so far counts as seen (still unread). */
  async markSeen(userId: string, type: NotificationType): Promise<void> {
    const [{ top }] = (await this.db()('notification').where({ user_id: Number(userId), type: TYPE_ID[type] }).max({ top: 'id' })) as { top: number | null }[];
    await this.db()('notification_seen')
      .insert({ user_id: Number(userId), type: TYPE_ID[type], seen_id: Number(top ?? 0) })
      .onConflict(['user_id', 'type'])
      .merge(['seen_id']);
  }

  /** Marks one of the member's notices read; someone else's id changes nothing. */
  async markRead(userId: string, id: string): Promise<void> {
    if (!/^\d{1,15}$/.test(id)) return;
    await this.db()('notification').where({ id: Number(id), user_id: Number(userId) }).update({ is_read: true });
  }

  async markAllRead(userId: string, type: NotificationType): Promise<void> {
    await this.db()('notification').where({ user_id: Number(userId), type: TYPE_ID[type], is_read: false }).update({ is_read: true });
  }
}
