import type { Knex } from 'knex';
import type { PluginContext } from '../../../kernel/api.ts';

type Db = Knex | Knex.Transaction;

export interface AwardRow {
  id: number;
  badge_id: string;
  user_id: number;
  award_key: string;
  unique_key: string;
  created_at: number;
}

export type NewAward = Omit<AwardRow, 'id'>;

const countOf = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/** All SQL on `badge_award`. */
export class AwardRepository {
  constructor(
    private readonly db: () => Knex,
    private readonly insertId: PluginContext['storage']['insertId'],
  ) {}

  async exists(db: Db, award: Pick<AwardRow, 'badge_id' | 'user_id' | 'unique_key'>): Promise<boolean> {
    return !!(await db('badge_award').where(award).first('id'));
  }

  /** Inserts the award; the unique key makes a second identical one fail, whoever wrote the first. */
  insert(trx: Knex.Transaction, award: NewAward): Promise<number> {
    return this.insertId(trx, 'badge_award', award);
  }

  /** How many times each badge has been given. */
  async countsByBadge(): Promise<Map<string, number>> {
    const rows = (await this.db()('badge_award').groupBy('badge_id').select('badge_id').count({ n: '*' })) as { badge_id: string; n: number | string }[];
    return new Map(rows.map((r) => [String(r.badge_id), Number(r.n)]));
  }

  /** How many times the member earned each badge they hold. */
  async countsOfMember(userId: number): Promise<Map<string, number>> {
    const rows = (await this.db()('badge_award').where({ user_id: userId }).groupBy('badge_id').select('badge_id').count({ n: '*' })) as { badge_id: string; n: number | string }[];
    return new Map(rows.map((r) => [String(r.badge_id), Number(r.n)]));
  }

  /** The member's badges, most recently earned first: each badge once, with when they last earned it. */
  async recentOfMember(userId: number): Promise<{ badge_id: string; n: number; last: number }[]> {
    const rows = (await this.db()('badge_award')
      .where({ user_id: userId })
      .groupBy('badge_id')
      .select('badge_id')
      .count({ n: '*' })
      .max({ last: 'id' })
      .orderBy('last', 'desc')) as { badge_id: string; n: number | string; last: number | string }[];
    return rows.map((r) => ({ badge_id: String(r.badge_id), n: Number(r.n), last: Number(r.last) }));
  }

  /** One page of a badge's awards, oldest first (Answer's order), optionally one member's only. */
  async page(badgeId: string, userId: number | undefined, page: number, size: number): Promise<{ count: number; rows: AwardRow[] }> {
    const scope = () => {
      const q = this.db()('badge_award').where({ badge_id: badgeId });
      if (userId !== undefined) q.andWhere({ user_id: userId });
      return q;
    };
    const count = countOf((await scope().count({ n: '*' })) as { n: number | string }[]);
    const rows = (await scope().orderBy('id').offset((page - 1) * size).limit(size).select('*')) as AwardRow[];
    return { count, rows: rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id), created_at: Number(r.created_at) })) };
  }

  /** Takes back everything a member earned (their account was deleted). */
  async removeMember(trx: Knex.Transaction, userId: number): Promise<void> {
    await trx('badge_award').where({ user_id: userId }).delete();
  }
}
