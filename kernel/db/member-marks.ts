import type { Knex } from 'knex';
import { ConflictError } from '../http/errors.ts';

/** A row a member has at most once per object: a bookmark, a follow, a vote. */
export interface MemberMark {
  id: number;
  object_id: string;
  user_id: number;
}

/** A second request of the same member that raced this one changed the row first. */
const raced = () => new ConflictError('base.duplicate_request_error');

/**
 * The "toggle a row and keep an exact counter" writes that bookmarks, follows and votes share,
 * written once. Each write is conditional on what was read inside the caller's transaction, and
 * the object's counter moves in that transaction only when the row did, so concurrent requests
 * leave the counter exact on every engine; the request that lost a race gets 409
 * `base.duplicate_request_error`. A plugin's repository extends it with its own reads.
 */
export class MemberMarks<Row extends MemberMark> {
  constructor(
    protected readonly table: string,
    protected readonly db: () => Knex,
  ) {}

  async find(db: Knex | Knex.Transaction, objectId: string, userId: string): Promise<Row | undefined> {
    return db(this.table).where({ object_id: objectId, user_id: Number(userId) }).first() as Promise<Row | undefined>;
  }

  /** Adds the member's row. A failed insert is a race only if the row now exists (read past the snapshot); else it is the error it was. */
  async insert(trx: Knex.Transaction, row: Omit<Row, 'id'>): Promise<void> {
    try {
      await trx(this.table).insert(row);
    } catch (err) {
      if (await trx(this.table).where({ object_id: row.object_id, user_id: row.user_id }).forUpdate().first()) throw raced();
      throw err;
    }
  }

  /** Deletes the row while it is still as read (`still`: a vote's direction, say); one already gone or changed is a race. */
  async remove(trx: Knex.Transaction, id: number, still: Partial<Omit<Row, 'id'>> = {}): Promise<void> {
    if ((await trx(this.table).where({ ...still, id }).delete()) !== 1) throw raced();
  }

  /**
   * Makes the member's row exist (made by `row`) or not, from `existing` as read in `trx`; when
   * that changed anything, moves the object's counter by `adjust(±1)` in the same transaction.
   * Answers whether anything changed.
   */
  async set(trx: Knex.Transaction, existing: Row | undefined, want: boolean, row: () => Omit<Row, 'id'>, adjust: (delta: 1 | -1) => Promise<void>): Promise<boolean> {
    if (want === !!existing) return false;
    if (want) await this.insert(trx, row());
    else await this.remove(trx, existing!.id);
    await adjust(want ? 1 : -1);
    return true;
  }

  /** How many members have a row on the object, as committed. */
  async countFor(objectId: string): Promise<number> {
    const row = await this.db()(this.table).where({ object_id: objectId }).count({ n: '*' }).first();
    return Number((row as { n?: number | string } | undefined)?.n ?? 0);
  }

  /** Which of `objectIds` the member has a row on. */
  async markedAmong(userId: string, objectIds: string[]): Promise<string[]> {
    if (objectIds.length === 0) return [];
    const rows: { object_id: string }[] = await this.db()(this.table).where({ user_id: Number(userId) }).whereIn('object_id', objectIds).select('object_id');
    return rows.map((r) => String(r.object_id));
  }
}
