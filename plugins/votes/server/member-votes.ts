import type { Knex } from 'knex';
import type { MemberVote, MemberVotes } from './api.ts';

/** The member's own votes on questions and answers, newest first (their personal votes tab). */
export class MemberVotesService implements MemberVotes {
  constructor(private readonly db: () => Knex) {}

  async page(userId: string, page: number, pageSize: number): Promise<{ count: number; list: MemberVote[] }> {
    const base = this.db()('vote').where({ user_id: Number(userId) }).whereIn('object_type', ['question', 'answer']);
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows: Record<string, unknown>[] = await base.clone()
      .select('object_id', 'object_type', 'direction', 'updated_at')
      .orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(pageSize).offset((page - 1) * pageSize);
    return {
      count: Number(n),
      list: rows.map((r) => ({
        object_id: String(r.object_id), object_type: r.object_type as MemberVote['object_type'],
        vote_type: Number(r.direction) > 0 ? 'vote_up' : 'vote_down', created_at: Number(r.updated_at),
      })),
    };
  }
}
