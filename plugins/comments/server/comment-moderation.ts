import type { Knex } from 'knex';
import type { SessionUser } from '../../../kernel/api.ts';
import type { CommentModeration, FlaggedComment } from './api.ts';
import { CommentStatus, type CommentRepository } from './comment-repository.ts';
import type { CommentWriteService } from './comment-write-service.ts';

/** Flagged comments for the flag desk; deleting goes through the comment's own Delete. */
export class CommentModerationService implements CommentModeration {
  constructor(
    private readonly db: () => Knex,
    private readonly rows: CommentRepository,
    private readonly writer: CommentWriteService,
  ) {}

  async comments(ids: string[]): Promise<Map<string, FlaggedComment>> {
    const rows = await this.rows.byIds(this.db(), ids);
    return new Map(rows.map((r) => [r.id, {
      id: r.id, user_id: String(r.user_id), object_id: r.object_id, question_id: r.question_id,
      original_text: r.original_text, parsed_text: r.parsed_text, deleted: r.status === CommentStatus.deleted,
    }]));
  }

  async remove(user: SessionUser, id: string, alongside?: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
    if (await this.rows.live(id)) await this.writer.remove(user, id, alongside);
    else if (alongside) await this.db().transaction(alongside);
  }
}
