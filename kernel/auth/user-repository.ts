import type { Knex } from 'knex';
import type { StorageEngine } from '../db/storage-engine.ts';

/** A row of the `user` table. */
export interface UserRow {
  id: number;
  username: string;
  e_mail: string;
  pass: string;
  display_name: string;
  mail_status: number;
  status: number;
  role_id: number;
  rank: number;
  avatar: string;
  bio: string;
  bio_html: string;
  website: string;
  location: string;
  language: string;
  status_reason: string;
  created_at: number;
  updated_at: number;
  last_login_date: number;
  suspended_at: number;
  suspended_until: number;
  deleted_at: number;
}

export type NewUser = Pick<UserRow, 'username' | 'e_mail' | 'pass' | 'display_name' | 'mail_status' | 'role_id'> &
  Partial<Pick<UserRow, 'language' | 'rank'>>;

/** SQL for accounts; nothing else touches the `user` table directly. */
export class UserRepository {
  constructor(
    private readonly db: () => Knex,
    private readonly engine: () => StorageEngine,
  ) {}

  private table(trx?: Knex.Transaction) {
    return (trx ?? this.db())<UserRow>('user');
  }

  async byId(id: string | number, trx?: Knex.Transaction): Promise<UserRow | undefined> {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) return undefined;
    return this.table(trx).where({ id: n }).first();
  }

  async byEmail(email: string): Promise<UserRow | undefined> {
    return this.table().whereRaw('lower(e_mail) = ?', [email.trim().toLowerCase()]).first();
  }

  async byUsername(username: string): Promise<UserRow | undefined> {
    return this.table().where({ username }).first();
  }

  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    const q = this.table().where({ username });
    if (exceptId) q.whereNot({ id: exceptId });
    return !!(await q.first('id'));
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const q = this.table().whereRaw('lower(e_mail) = ?', [email.trim().toLowerCase()]);
    if (exceptId) q.whereNot({ id: exceptId });
    return !!(await q.first('id'));
  }

  async create(user: NewUser, now: number, trx?: Knex.Transaction): Promise<number> {
    // TEXT columns cannot carry defaults on MySQL, so they are always written.
    const text = { avatar: '', bio: '', bio_html: '' };
    return this.engine().insertId(trx ?? this.db(), 'user', { ...text, ...user, created_at: now, updated_at: now });
  }

  async update(id: number, fields: Partial<UserRow>, now: number, trx?: Knex.Transaction): Promise<void> {
    await this.table(trx).where({ id }).update({ ...fields, updated_at: now });
  }
}
