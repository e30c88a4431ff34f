import type { Knex } from 'knex';

/** The columns of the kernel's `user` table that a profile shows and its owner edits. */
export interface ProfileRow {
  id: number;
  username: string;
  display_name: string;
  avatar: string;
  rank: number;
  role_id: number;
  bio: string;
  bio_html: string;
  website: string;
  location: string;
  status: number;
  mail_status: number;
  created_at: number;
  last_login_date: number;
  suspended_until: number;
}

export type ProfileChanges = Partial<Pick<ProfileRow, 'username' | 'display_name' | 'avatar' | 'bio' | 'bio_html' | 'website' | 'location'>> & { language?: string };

const COLUMNS = [
  'id', 'username', 'display_name', 'avatar', 'rank', 'role_id', 'bio', 'bio_html', 'website', 'location',
  'status', 'mail_status', 'created_at', 'last_login_date', 'suspended_until',
] as const;

const DELETED = 10;

const normalize = (row: Record<string, unknown> | undefined): ProfileRow | undefined =>
  row && Object.fromEntries(COLUMNS.map((c) => [c, typeof row[c] === 'bigint' || /^(id|rank|role_id|status|mail_status|created_at|last_login_date|suspended_until)$/.test(c) ? Number(row[c]) : String(row[c] ?? '')])) as unknown as ProfileRow;

/**
 * The profile side of the `user` table. The kernel owns identity (credentials, e-mail, status,
 * role); this plugin reads what profiles show and writes only the columns a member edits.
 */
export class ProfileRepository {
  constructor(private readonly db: () => Knex) {}

  async byUsername(username: string): Promise<ProfileRow | undefined> {
    return normalize(await this.db()('user').where({ username }).first(COLUMNS));
  }

  async byId(id: string): Promise<ProfileRow | undefined> {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) return undefined;
    return normalize(await this.db()('user').where({ id: n }).first(COLUMNS));
  }

  async usernameTaken(username: string, exceptId: number): Promise<boolean> {
    return !!(await this.db()('user').where({ username }).whereNot({ id: exceptId }).first('id'));
  }

  async update(id: string, changes: ProfileChanges, now: number): Promise<void> {
    await this.db()('user').where({ id: Number(id) }).update({ ...changes, updated_at: now });
  }

  /** Live members whose username or display name starts with `prefix` (mention suggestions), best known first. */
  async startingWith(prefix: string, limit: number): Promise<ProfileRow[]> {
    const like = `${prefix.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
    const rows = await this.db()('user')
      .where((w) => w.whereRaw(`lower(username) like ? escape '!'`, [like]).orWhereRaw(`lower(display_name) like ? escape '!'`, [like]))
      .whereNot({ status: DELETED })
      .orderBy([{ column: 'rank', order: 'desc' }, { column: 'id', order: 'asc' }])
      .limit(limit)
      .select(COLUMNS);
    return rows.map((r) => normalize(r)!);
  }
}
