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

  /** Moves a tag's follows to another tag (a merge); a member following both keeps one. Returns the follows moved. */
  async moveTag(trx: Knex.Transaction, fromTagId: string, toTagId: string): Promise<number> {
    const from: { id: unknown; user_id: unknown }[] = await trx('follow').where({ object_id: fromTagId, object_type: 'tag' }).select('id', 'user_id');
    const both = new Set((await trx('follow').where({ object_id: toTagId, object_type: 'tag' }).whereIn('user_id', from.map((f) => Number(f.user_id))).select('user_id')).map((r: { user_id: unknown }) => String(r.user_id)));
    const drop = from.filter((f) => both.has(String(f.user_id))).map((f) => Number(f.id));
    const move = from.filter((f) => !both.has(String(f.user_id))).map((f) => Number(f.id));
    if (drop.length) await trx('follow').whereIn('id', drop).delete();
    if (move.length) await trx('follow').whereIn('id', move).update({ object_id: toTagId });
    return move.length;
  }

  /** What a member follows of one type, oldest first. */
  async ofUser(db: Knex | Knex.Transaction, userId: string, type: FollowType): Promise<FollowRow[]> {
    return db<FollowRow>('follow').where({ user_id: Number(userId), object_type: type }).orderBy('id', 'asc');
  }
}
