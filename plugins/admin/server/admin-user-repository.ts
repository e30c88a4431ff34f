import type { Knex } from 'knex';
import { containsText, MailStatus, UserStatus } from '../../../kernel/api.ts';

/** The columns of the kernel's `user` table the admin screens show. */
export interface AdminUserRow {
  id: number;
  username: string;
  display_name: string;
  e_mail: string;
  avatar: string;
  rank: number;
  role_id: number;
  status: number;
  mail_status: number;
  created_at: number;
  last_login_date: number;
  deleted_at: number;
  suspended_at: number;
  suspended_until: number;
}

const COLUMNS = [
  'id', 'username', 'display_name', 'e_mail', 'avatar', 'rank', 'role_id', 'status', 'mail_status',
  'created_at', 'last_login_date', 'deleted_at', 'suspended_at', 'suspended_until',
];

export interface UserPageQuery {
  page: number;
  pageSize: number;
  query?: string;
  status?: 'normal' | 'suspended' | 'deleted' | 'inactive';
  staff?: boolean;
}

/**
 * Reads the kernel's `user` table for the admin screens. Writes go through the kernel's
 * `ctx.accounts`, which also ends the user's sessions.
 */
export class AdminUserRepository {
  constructor(private readonly db: () => Knex) {}

  async byId(id: string): Promise<AdminUserRow | undefined> {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) return undefined;
    return this.db()<AdminUserRow>('user').where({ id: n }).first(COLUMNS);
  }

  async count(): Promise<number> {
    const row = await this.db()('user').count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async page(q: UserPageQuery, now: number): Promise<{ count: number; list: AdminUserRow[] }> {
    const base = this.db()<AdminUserRow>('user');
    if (q.query) {
      const text = q.query;
      base.where((w) => w.whereRaw(...containsText('username', text)).orWhereRaw(...containsText('display_name', text)).orWhereRaw(...containsText('e_mail', text)));
    }
    if (q.staff) base.whereIn('role_id', [2, 3]);
    const { deleted, suspended, normal } = UserStatus;
    switch (q.status) {
      case 'deleted':
        base.where({ status: deleted });
        break;
      case 'suspended':
        base.where({ status: suspended }).where((w) => w.where('suspended_until', 0).orWhere('suspended_until', '>', now));
        break;
      case 'inactive':
        base.whereNot({ status: deleted }).where({ mail_status: MailStatus.pending });
        break;
      case 'normal':
        base.where({ mail_status: MailStatus.activated })
          .where((w) => w.where({ status: normal }).orWhere((s) => s.where({ status: suspended }).where('suspended_until', '>', 0).where('suspended_until', '<=', now)));
        break;
    }
    const countRow = await base.clone().count({ n: '*' }).first();
    const list = await base.orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).select<AdminUserRow[]>(COLUMNS);
    return { count: Number(countRow?.n ?? 0), list };
  }

  /** Admins and moderators in good standing whose username or display name starts with `name` (Answer's staff search). */
  async staff(name: string, limit: number): Promise<Pick<AdminUserRow, 'username' | 'display_name' | 'avatar'>[]> {
    return this.db()<AdminUserRow>('user')
      .whereIn('role_id', [2, 3])
      .where({ status: UserStatus.normal })
      .where((w) => w.whereRaw(...containsText('username', name, { at: 'start' })).orWhereRaw(...containsText('display_name', name, { at: 'start' })))
      .orderBy([{ column: 'username', order: 'asc' }, { column: 'id', order: 'desc' }])
      .limit(limit)
      .select('username', 'display_name', 'avatar');
  }

  /** Answer's `delete/permanently` of users: the rows of accounts already deleted. */
  async purgeDeleted(): Promise<number> {
    return this.db()('user').where({ status: UserStatus.deleted }).delete();
  }
}
