import type { Knex } from 'knex';
import { MemberMarks } from '../../../kernel/api.ts';

export interface BookmarkRow {
  id: number;
  user_id: number;
  object_id: string;
  object_type: 'question' | 'answer';
  group_id: string;
  created_at: number;
}

/** All SQL on the `collection` table: the toggle and its counts are `MemberMarks`'. */
export class BookmarkRepository extends MemberMarks<BookmarkRow> {
  constructor(db: () => Knex) {
    super('collection', db);
  }

  /** A member's bookmarks, newest first. */
  async page(userId: string, page: number, pageSize: number): Promise<{ count: number; list: BookmarkRow[] }> {
    const base = this.db()<BookmarkRow>('collection').where({ user_id: Number(userId) });
    const row = await base.clone().count({ n: '*' }).first();
    const list = await base.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(pageSize).offset((page - 1) * pageSize);
    return { count: Number((row as { n?: number | string } | undefined)?.n ?? 0), list };
  }
}
