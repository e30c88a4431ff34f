import type { Knex } from 'knex';

export interface BookmarkRow {
  id: number;
  user_id: number;
  object_id: string;
  object_type: 'question' | 'answer';
  group_id: string;
  created_at: number;
}

/** All SQL on the `collection` table. Deletes report whether they removed the row. */
export class BookmarkRepository {
  constructor(private readonly db: () => Knex) {}

  async find(db: Knex | Knex.Transaction, objectId: string, userId: string): Promise<BookmarkRow | undefined> {
    return db<BookmarkRow>('collection').where({ object_id: objectId, user_id: Number(userId) }).first();
  }

  /** The row as it is now, past any snapshot: used after a failed insert. */
  async findLocked(trx: Knex.Transaction, objectId: string, userId: string): Promise<BookmarkRow | undefined> {
    return trx<BookmarkRow>('collection').where({ object_id: objectId, user_id: Number(userId) }).forUpdate().first();
  }

  async insert(trx: Knex.Transaction, row: Omit<BookmarkRow, 'id'>): Promise<void> {
    await trx('collection').insert(row);
  }

  async remove(trx: Knex.Transaction, id: number): Promise<boolean> {
    return (await trx('collection').where({ id }).delete()) === 1;
  }

  async countFor(objectId: string): Promise<number> {
    const row = await this.db()('collection').where({ object_id: objectId }).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  /** Which of `objectIds` the member bookmarked. */
  async collectedAmong(userId: string, objectIds: string[]): Promise<string[]> {
    if (objectIds.length === 0) return [];
    const rows: { object_id: string }[] = await this.db()('collection').where({ user_id: Number(userId) }).whereIn('object_id', objectIds).select('object_id');
    return rows.map((r) => String(r.object_id));
  }

  /** A member's bookmarks, newest first. */
  async page(userId: string, page: number, pageSize: number): Promise<{ count: number; list: BookmarkRow[] }> {
    const base = this.db()<BookmarkRow>('collection').where({ user_id: Number(userId) });
    const row = await base.clone().count({ n: '*' }).first();
    const list = await base.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(pageSize).offset((page - 1) * pageSize);
    return { count: Number((row as { n?: number | string } | undefined)?.n ?? 0), list };
  }
}
