import type { Knex } from 'knex';
import { locksRows } from '../../../kernel/api.ts';
import type { Db } from './tag-repository.ts';

const REL_LIVE = 1;
const REL_DELETED = 10;

/** A tag linked to a post, as lists show it. */
export interface LinkedTag {
  object_id: string;
  id: string;
  slug_name: string;
  display_name: string;
  /** '' unless the tag is a synonym. */
  main_slug_name: string;
}

/** All SQL on `tag_rel`, plus moving `tag.question_count` with the live links. */
export class TagRelRepository {
  async tagIdsOf(db: Db, objectId: string): Promise<string[]> {
    const rows = await db('tag_rel').where({ object_id: objectId }).orderBy('id').select('tag_id');
    return rows.map((r: { tag_id: string }) => String(r.tag_id));
  }

  /**
   * The tags of many posts in attach order, with what a tag reference shows and its main tag's
   * slug, in one statement (lists show the tags of every row).
   */
  async tagsOfObjects(db: Db, objectIds: string[]): Promise<LinkedTag[]> {
    if (objectIds.length === 0) return [];
    const rows = await db('tag_rel as r').join('tag as t', 't.id', 'r.tag_id').leftJoin('tag as m', 'm.id', 't.main_tag_id')
      .whereIn('r.object_id', objectIds).orderBy('r.id')
      .select('r.object_id', 't.id', 't.slug_name', 't.display_name', 'm.slug_name as main_slug_name');
    return rows.map((r: Record<string, unknown>) => ({
      object_id: String(r.object_id), id: String(r.id), slug_name: String(r.slug_name), display_name: String(r.display_name), main_slug_name: r.main_slug_name ? String(r.main_slug_name) : '',
    }));
  }

  async add(db: Db, objectId: string, tagIds: string[], now: number): Promise<void> {
    if (tagIds.length === 0) return;
    await db('tag_rel').insert(tagIds.map((tag_id) => ({ object_id: objectId, tag_id, status: REL_LIVE, created_at: now })));
  }

  /** Removes the post's links to `tagIds`; returns the tags whose link was live (counted). */
  async remove(db: Db, objectId: string, tagIds: string[]): Promise<string[]> {
    const counted: string[] = [];
    // One statement per live link: the rows it changes say which tags counted it, exactly,
    // whatever committed since the links were read.
    for (const tagId of tagIds) if ((await db('tag_rel').where({ object_id: objectId, tag_id: tagId, status: REL_LIVE }).delete()) > 0) counted.push(tagId);
    if (tagIds.length > 0) await db('tag_rel').where({ object_id: objectId }).whereIn('tag_id', tagIds).delete();
    return counted;
  }

  /** Takes the post's links to `tagIds` down or puts them back; returns the tags whose link changed. */
  async setLive(db: Db, objectId: string, tagIds: string[], live: boolean): Promise<string[]> {
    const moved: string[] = [];
    const status = live ? REL_LIVE : REL_DELETED;
    for (const tagId of tagIds) if ((await db('tag_rel').where({ object_id: objectId, tag_id: tagId }).whereNot({ status }).update({ status })) > 0) moved.push(tagId);
    return moved;
  }

  /**
   * Locks these tags' rows, in id order, until the transaction ends. Called before a post's links
   * change: their counts move afterwards (InnoDB locks each tag row it updates), so two posts
   * linking the same tags at once, each holding one tag while waiting for the other, would
   * deadlock; taking them in one order first makes them queue instead (not on SQLite: `locksRows`).
   */
  async lockTags(db: Db, tagIds: string[]): Promise<void> {
    if (tagIds.length === 0 || !locksRows(db)) return;
    await db('tag').whereIn('id', [...new Set(tagIds)]).orderBy('id').forUpdate().select('id');
  }

  /**
   * Moves question_count of each of `tagIds` by `delta`: one live link came or went per tag. A
   * recount would read every live link of the tag (70,000 for the busiest of a million
   * questions, milliseconds inside every ask's transaction); the callers lock the tags first
   * and pass exactly the links whose liveness they changed, so the count stays exact.
   */
  async adjustCounts(db: Db, tagIds: string[], delta: number): Promise<void> {
    if (tagIds.length === 0 || delta === 0) return;
    await db('tag').whereIn('id', tagIds).update({ question_count: db.raw('?? + ?', ['question_count', delta]) });
  }

  /**
   * Moves every link of `fromId` to `toId` (a merge): a post already carrying `toId` drops its
   * `fromId` link instead. Returns how many live links `toId` gained. Ids are read first, as
   * MariaDB refuses a delete that reads its own table in a subquery.
   */
  async moveAll(db: Db, fromId: string, toId: string): Promise<number> {
    const links: { id: unknown; object_id: unknown; status: unknown }[] = await db('tag_rel').where({ tag_id: fromId }).select('id', 'object_id', 'status');
    const carried = new Set<string>();
    for (let i = 0; i < links.length; i += 500) {
      const objects = links.slice(i, i + 500).map((l) => String(l.object_id));
      for (const r of await db('tag_rel').where({ tag_id: toId }).whereIn('object_id', objects).select('object_id')) carried.add(String(r.object_id));
    }
    const drop = links.filter((l) => carried.has(String(l.object_id))).map((l) => Number(l.id));
    const move = links.filter((l) => !carried.has(String(l.object_id)));
    for (let i = 0; i < drop.length; i += 500) await db('tag_rel').whereIn('id', drop.slice(i, i + 500)).delete();
    for (let i = 0; i < move.length; i += 500) await db('tag_rel').whereIn('id', move.slice(i, i + 500).map((l) => Number(l.id))).update({ tag_id: toId });
    return move.filter((l) => Number(l.status) === REL_LIVE).length;
  }

  liveObjectsWith(db: Db, tagIds: string[]): Knex.QueryBuilder {
    return db('tag_rel').select('object_id').whereIn('tag_id', tagIds).andWhere('status', REL_LIVE);
  }

  /** A live link of one of `tagIds` to the post whose id is in the outer query's `idColumn`. */
  liveLinkTo(db: Db, tagIds: string[], idColumn: string): Knex.QueryBuilder {
    return db('tag_rel').select(db.raw('1')).whereIn('tag_id', tagIds).andWhere('status', REL_LIVE).andWhereRaw('?? = ??', ['tag_rel.object_id', idColumn]);
  }

  /**
   * A scalar subquery: how many posts have a live link to `mainId` or to one of `synonymIds`.
   * The main tag's part is its kept question_count, not a count of its links (a busy tag has
   * hundreds of thousands); a synonym's links are counted, leaving out posts the main tag or an
   * earlier synonym already counts (a post tagged before its tag became a synonym may carry both).
   */
  liveObjectCount(db: Db, mainId: string, synonymIds: string[]): Knex.QueryBuilder | Knex.Raw {
    const main = db('tag').where('id', mainId).select('question_count');
    if (synonymIds.length === 0) return main;
    const others = db('tag_rel as r').whereIn('r.tag_id', synonymIds).andWhere('r.status', REL_LIVE)
      .whereNotExists(db('tag_rel as o').select(db.raw('1')).whereRaw('?? = ??', ['o.object_id', 'r.object_id']).andWhere('o.status', REL_LIVE)
        .andWhere((earlier) => earlier.where('o.tag_id', mainId).orWhere((synonym) => synonym.whereIn('o.tag_id', synonymIds).andWhereRaw('?? < ??', ['o.tag_id', 'r.tag_id']))))
      .count({ n: '*' });
    return db.raw('(?) + (?)', [main, others]);
  }

  objectsSharingTags(db: Db, objectId: string): Knex.QueryBuilder {
    return db('tag_rel').select('object_id').where('status', REL_LIVE)
      .whereIn('tag_id', db('tag_rel').select('tag_id').where({ object_id: objectId }))
      .andWhereNot('object_id', objectId);
  }
}
