import type { Knex } from 'knex';
import { UserStatus } from '../../../kernel/api.ts';

/**
 * What badges reads of the kernel's `user` table beyond the public cards `ctx.users` gives:
 * whether a member filled in their bio, and the members in id order for the backfill. Read
 * only, as the users and admin plugins read it; nothing here writes an account.
 */
export class MemberReads {
  constructor(private readonly db: () => Knex) {}

  /** Which of `ids` have a bio. */
  async withBio(ids: readonly string[]): Promise<Set<string>> {
    const numeric = ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    if (numeric.length === 0) return new Set();
    const rows = (await this.db()('user').whereIn('id', numeric).andWhere('bio', '<>', '').select('id')) as { id: number }[];
    return new Set(rows.map((r) => String(r.id)));
  }

  /** Members not deleted whose id is above `afterId`, in id order, at most `limit`. */
  async after(afterId: number, limit: number): Promise<number[]> {
    const rows = (await this.db()('user').where('id', '>', afterId).andWhereNot({ status: UserStatus.deleted }).orderBy('id').limit(limit).select('id')) as { id: number }[];
    return rows.map((r) => Number(r.id));
  }
}
