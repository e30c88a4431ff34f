import type { Knex } from 'knex';

export type FollowType = 'question' | 'tag';

export interface FollowRow {
  id: number;
  user_id: number;
  object_id: string;
  object_type: FollowType;
  created_at: number;
}

/** All SQL on the `follow` table. Deletes report whether they removed the row. */
export class FollowRepository {
  constructor(private readonly db: () => Knex) {}

  async find(db: Knex | Knex.Transaction, objectId: string, userId: string): Promise<FollowRow | undefined> {
    return db<FollowRow>('follow').where({ object_id: objectId, user_id: Number(userId) }).first();
  }

  /** The row as it is now, past any snapshot: used after a failed insert. */
  async findLocked(trx: Knex.Transaction, objectId: string, userId: string): Promise<FollowRow | undefined> {
    return trx<FollowRow>('follow').where({ object_id: objectId, user_id: Number(userId) }).forUpdate().first();
  }

  async insert(trx: Knex.Transaction, row: Omit<FollowRow, 'id'>): Promise<void> {
    await trx('follow').insert(row);
  }

  async remove(trx: Knex.Transaction, id: number): Promise<boolean> {
    return (await trx('follow').where({ id }).delete()) === 1;
  }

  async countFor(objectId: string): Promise<number> {
    const row = await this.db()('follow').where({ object_id: objectId }).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  /** Which of `objectIds` the member follows. */
  async followedAmong(userId: string, objectIds: string[]): Promise<string[]> {
    if (objectIds.length === 0) return [];
    const rows: { object_id: string }[] = await this.db()('follow').where({ user_id: Number(userId) }).whereIn('object_id', objectIds).select('object_id');
    return rows.map((r) => String(r.object_id));
  }

  /** Members following any of `objectIds`, each once. */
  async followersOf(objectIds: readonly string[]): Promise<string[]> {
    if (objectIds.length === 0) return [];
    const rows: { user_id: unknown }[] = await this.db()('follow').whereIn('object_id', [...objectIds]).distinct('user_id').orderBy('user_id');
    return rows.map((r) => String(r.user_id));
  }

  /** What a member follows of one type, oldest first. */
  async ofUser(db: Knex | Knex.Transaction, userId: string, type: FollowType): Promise<FollowRow[]> {
    return db<FollowRow>('follow').where({ user_id: Number(userId), object_type: type }).orderBy('id', 'asc');
  }
}
