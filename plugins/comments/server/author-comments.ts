import type { Knex } from 'knex';
import type { AuthorComment, AuthorComments } from './api.ts';

/** A member's live comments, newest first (their personal page's comments tab). */
export class AuthorCommentsService implements AuthorComments {
  constructor(private readonly db: () => Knex) {}

  async page(authorId: string, page: number, pageSize: number): Promise<{ count: number; list: AuthorComment[] }> {
    const base = this.db()('comment').where({ user_id: Number(authorId), status: 1 });
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows: Record<string, unknown>[] = await base.clone()
      .select('id', 'object_id', 'question_id', 'parsed_text', 'created_at')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(pageSize).offset((page - 1) * pageSize);
    return {
      count: Number(n),
      list: rows.map((r) => ({
        comment_id: String(r.id), object_id: String(r.object_id), question_id: String(r.question_id),
        content: String(r.parsed_text ?? ''), created_at: Number(r.created_at),
      })),
    };
  }
}
