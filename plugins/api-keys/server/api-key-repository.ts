import type { Knex } from 'knex';
import type { UserRow } from '../../../kernel/api.ts';
import type { ApiKeyScope } from '../schemas/api-key.ts';

export interface ApiKeyRow {
  id: number;
  key_hash: string;
  hint: string;
  description: string;
  scope: ApiKeyScope;
  user_id: number;
  created_at: number;
  last_used_at: number;
}

/** A key found by its hash, with the account it acts as. */
export interface KeyHolder {
  keyId: number;
  scope: ApiKeyScope;
  lastUsedAt: number;
  user: UserRow;
}

const read = (row: ApiKeyRow): ApiKeyRow => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  created_at: Number(row.created_at),
  last_used_at: Number(row.last_used_at),
});

/** The `api_key` table. */
export class ApiKeyRepository {
  constructor(
    private readonly db: () => Knex,
    private readonly insertId: (db: Knex, table: string, row: Record<string, unknown>) => Promise<number>,
  ) {}

  async all(): Promise<ApiKeyRow[]> {
    return ((await this.db()('api_key').orderBy('id').select('*')) as ApiKeyRow[]).map(read);
  }

  async insert(row: Omit<ApiKeyRow, 'id'>): Promise<number> {
    return this.insertId(this.db(), 'api_key', { ...row });
  }

  /** Rows changed (0: no such key). */
  async describe(id: number, description: string): Promise<number> {
    return this.db()('api_key').where({ id }).update({ description });
  }

  async remove(id: number): Promise<number> {
    return this.db()('api_key').where({ id }).delete();
  }

  /** One read per request a key makes: the key and its account together, so revocations count at once. */
  async holder(keyHash: string): Promise<KeyHolder | undefined> {
    const row = (await this.db()('api_key')
      .join('user', 'user.id', 'api_key.user_id')
      .where('api_key.key_hash', keyHash)
      .first('user.*', 'api_key.id as api_key_id', 'api_key.scope as api_key_scope', 'api_key.last_used_at as api_key_last_used_at')) as
      | (UserRow & { api_key_id: number; api_key_scope: ApiKeyScope; api_key_last_used_at: number })
      | undefined;
    if (!row) return undefined;
    const { api_key_id, api_key_scope, api_key_last_used_at, ...user } = row;
    return { keyId: Number(api_key_id), scope: api_key_scope, lastUsedAt: Number(api_key_last_used_at), user: user as UserRow };
  }

  async touch(id: number, at: number): Promise<void> {
    await this.db()('api_key').where({ id }).update({ last_used_at: at });
  }
}
