import type { Knex } from 'knex';
import { MemberMarks } from '../../../kernel/api.ts';

export type FollowType = 'question' | 'tag';

export interface FollowRow {
  id: number;
  user_id: number;
  object_id: string;
  object_type: FollowType;
  created_at: number;
}

/** All SQL on the `follow` table: the toggle and its counts are `MemberMarks`'. */
export class FollowRepository extends MemberMarks<FollowRow> {
  constructor(db: () => Knex) {
    super('follow', db);
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
