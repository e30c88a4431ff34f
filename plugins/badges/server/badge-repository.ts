import type { Knex } from 'knex';

/** Stored status of a badge (Answer's numbers). */
export const BadgeStatusId = { active: 1, inactive: 11 } as const;

/** Answer's award rules, by the names its catalogue stores. */
export type RuleName =
  | 'FirstUpdateUserProfile' | 'FirstPostEdit' | 'FirstFlaggedPost' | 'FirstVotedPost' | 'FirstReactedPost' | 'FirstSharedPost'
  | 'FirstAcceptAnswer' | 'ReachAnswerAcceptedAmount' | 'ReachAnswerVote' | 'ReachQuestionVote';

export interface BadgeRow {
  id: string;
  slug: string;
  icon: string;
  badge_group_id: number;
  level: 1 | 2 | 3;
  single: boolean;
  handler: RuleName;
  /** The rule's threshold, where it has one (`param.amount`). */
  amount: number;
  status: number;
  sort: number;
}

export interface GroupRow {
  id: number;
  slug: string;
}

function normalize(row: Record<string, unknown>): BadgeRow {
  const param = JSON.parse(String(row.param || '{}')) as { amount?: number };
  return {
    id: String(row.id), slug: String(row.slug), icon: String(row.icon), badge_group_id: Number(row.badge_group_id), level: Number(row.level) as BadgeRow['level'],
    single: Boolean(Number(row.single)), handler: row.handler as RuleName, amount: Number(param.amount ?? 0), status: Number(row.status), sort: Number(row.sort),
  };
}

/** All SQL on `badge` and `badge_group`: a catalogue of a few rows, read whole. */
export class BadgeRepository {
  constructor(private readonly db: () => Knex) {}

  async all(db: Knex | Knex.Transaction = this.db()): Promise<BadgeRow[]> {
    return ((await db('badge').orderBy('sort').select('*')) as Record<string, unknown>[]).map(normalize);
  }

  async find(id: string): Promise<BadgeRow | undefined> {
    const row = (await this.db()('badge').where({ id }).first()) as Record<string, unknown> | undefined;
    return row && normalize(row);
  }

  async groups(): Promise<GroupRow[]> {
    return ((await this.db()('badge_group').orderBy('id').select('id', 'slug')) as GroupRow[]).map((g) => ({ id: Number(g.id), slug: String(g.slug) }));
  }

  async setStatus(id: string, status: number, now: number): Promise<void> {
    await this.db()('badge').where({ id }).update({ status, updated_at: now });
  }
}
