import type { Knex } from 'knex';
import type { Db } from './tag-repository.ts';

const REL_LIVE = 1;
const REL_DELETED = 10;

/** All SQL on `tag_rel`, plus keeping `tag.question_count` equal to the live links. */
export class TagRelRepository {
  async tagIdsOf(db: Db, objectId: string): Promise<string[]> {
    const rows = await db('tag_rel').where({ object_id: objectId }).orderBy('id').select('tag_id');
    return rows.map((r: { tag_id: string }) => String(r.tag_id));
  }

  /** Links of many posts, in attach order: `[object_id, tag_id]` pairs. */
  async linksOf(db: Db, objectIds: string[]): Promise<{ object_id: string; tag_id: string }[]> {
    if (objectIds.length === 0) return [];
    const rows = await db('tag_rel').whereIn('object_id', objectIds).orderBy('id').select('object_id', 'tag_id');
    return rows.map((r: { object_id: string; tag_id: string }) => ({ object_id: String(r.object_id), tag_id: String(r.tag_id) }));
  }

  async add(db: Db, objectId: string, tagIds: string[], now: number): Promise<void> {
    if (tagIds.length === 0) return;
    await db('tag_rel').insert(tagIds.map((tag_id) => ({ object_id: objectId, tag_id, status: REL_LIVE, created_at: now })));
  }

  async remove(db: Db, objectId: string, tagIds: string[]): Promise<void> {
    if (tagIds.length === 0) return;
    await db('tag_rel').where({ object_id: objectId }).whereIn('tag_id', tagIds).delete();
  }

  async setLive(db: Db, objectId: string, live: boolean): Promise<void> {
    await db('tag_rel').where({ object_id: objectId }).update({ status: live ? REL_LIVE : REL_DELETED });
  }

  /** Recounts question_count of these tags from the live links (exact, engine-neutral). */
  async recount(db: Db, tagIds: string[]): Promise<void> {
    for (const id of new Set(tagIds)) {
      const [{ n }] = await db('tag_rel').where({ tag_id: id, status: REL_LIVE }).count({ n: '*' });
      await db('tag').where({ id }).update({ question_count: Number(n) });
    }
  }

  liveObjectsWith(db: Db, tagIds: string[]): Knex.QueryBuilder {
    return db('tag_rel').select('object_id').whereIn('tag_id', tagIds).andWhere('status', REL_LIVE);
  }

  objectsSharingTags(db: Db, objectId: string): Knex.QueryBuilder {
    return db('tag_rel').select('object_id').where('status', REL_LIVE)
      .whereIn('tag_id', db('tag_rel').select('tag_id').where({ object_id: objectId }))
      .andWhereNot('object_id', objectId);
  }
}
