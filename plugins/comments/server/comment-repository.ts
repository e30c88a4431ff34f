import type { Knex } from 'knex';
import type { CommentOrder } from '../schemas/comment.ts';

export const CommentStatus = { normal: 1, deleted: 10 } as const;

export interface CommentRow {
  id: string;
  object_id: string;
  question_id: string;
  user_id: number;
  reply_user_id: number;
  reply_comment_id: string;
  original_text: string;
  parsed_text: string;
  vote_count: number;
  status: number;
  created_at: number;
  updated_at: number;
}


type Db = Knex | Knex.Transaction;

/** All SQL on the `comment` table. */
export class CommentRepository {
  constructor(private readonly db: () => Knex) {}

  /** A comment that is not deleted. */
  async live(id: string, db: Db = this.db()): Promise<CommentRow | undefined> {
    return normalize(await db<CommentRow>('comment').where({ id, status: CommentStatus.normal }).first());
  }

  /** A comment in any state (votes refuse deleted ones themselves). */
  async any(db: Db, id: string): Promise<CommentRow | undefined> {
    return normalize(await db<CommentRow>('comment').where({ id }).first());
  }

  /** Comments in any state, for the flag desk. */
  async byIds(db: Db, ids: string[]): Promise<CommentRow[]> {
    if (ids.length === 0) return [];
    return (await db<CommentRow>('comment').whereIn('id', ids)).map((r) => normalize(r)!);
  }

  /** Live comments on the whole site (the dashboard's figure, as Answer counts it). */
  async countLive(): Promise<number> {
    return Number((await this.db()('comment').where('status', CommentStatus.normal).count({ n: '*' }).first())?.n ?? 0);
  }

  async insert(trx: Knex.Transaction, row: CommentRow): Promise<void> {
    await trx('comment').insert(row);
  }

  async updateText(id: string, fields: Pick<CommentRow, 'original_text' | 'parsed_text' | 'updated_at'>): Promise<void> {
    await this.db()('comment').where({ id, status: CommentStatus.normal }).update(fields);
  }

  /** An author's live comments, oldest first. */
  async liveOf(db: Db, userId: string): Promise<CommentRow[]> {
    return (await db<CommentRow>('comment').where('user_id', userId).where('status', CommentStatus.normal).orderBy('id')).map((r) => normalize(r)!);
  }

  /** Marks a live comment deleted; false when it already was (a racing delete). */
  async markDeleted(trx: Knex.Transaction, id: string, now: number): Promise<boolean> {
    const n = await trx('comment').where({ id, status: CommentStatus.normal }).update({ status: CommentStatus.deleted, updated_at: now });
    return n === 1;
  }

  async adjustVotes(trx: Knex.Transaction, id: string, delta: number): Promise<void> {
    await trx('comment').where({ id }).increment('vote_count', delta);
  }

  async page(objectId: string, order: CommentOrder, page: number, pageSize: number): Promise<{ count: number; list: CommentRow[] }> {
    const base = this.db()<CommentRow>('comment').where({ object_id: objectId, status: CommentStatus.normal });
    const row = await base.clone().count({ n: '*' }).first();
    const sorted = order === 'vote' ? base.orderBy('vote_count', 'desc') : base;
    const list = await sorted.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(pageSize).offset((page - 1) * pageSize);
    return { count: Number((row as { n?: number | string } | undefined)?.n ?? 0), list: list.map((r) => normalize(r)!) };
  }
}

/** MariaDB returns BIGINT as strings; rows leave here with numbers as numbers. */
function normalize(row: CommentRow | undefined): CommentRow | undefined {
  if (!row) return undefined;
  return { ...row, user_id: Number(row.user_id), reply_user_id: Number(row.reply_user_id), vote_count: Number(row.vote_count), status: Number(row.status), created_at: Number(row.created_at), updated_at: Number(row.updated_at) };
}
