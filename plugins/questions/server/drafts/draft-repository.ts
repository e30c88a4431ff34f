import type { Db } from '../post-rows.ts';

export type DraftType = 'question' | 'answer';

/** What a draft is of: `objectId` '' (new question), a question id (new answer) or the post edited. */
export interface DraftKey {
  userId: string;
  objectType: DraftType;
  objectId: string;
}

export interface DraftTag {
  slug_name: string;
  display_name: string;
}

export interface DraftRow {
  title: string;
  content: string;
  tags: DraftTag[];
  updated_at: number;
}

const where = (key: DraftKey) => ({ user_id: key.userId, object_type: key.objectType, object_id: key.objectId });

/** All SQL on `draft`. */
export class DraftRepository {
  async find(db: Db, key: DraftKey): Promise<DraftRow | undefined> {
    const row = await db('draft').where(where(key)).first('title', 'content', 'tags', 'updated_at');
    if (!row) return undefined;
    let tags: DraftTag[] = [];
    try {
      tags = JSON.parse(String(row.tags)) as DraftTag[];
    } catch {
      // A row written by hand; the text still counts.
    }
    return { title: String(row.title), content: String(row.content), tags, updated_at: Number(row.updated_at) };
  }

  /** One draft per member and target: a second save replaces the first. */
  async save(db: Db, key: DraftKey, draft: DraftRow): Promise<void> {
    await db('draft')
      .insert({ ...where(key), title: draft.title, content: draft.content, tags: JSON.stringify(draft.tags), updated_at: draft.updated_at })
      .onConflict(['user_id', 'object_type', 'object_id'])
      .merge(['title', 'content', 'tags', 'updated_at']);
  }

  async remove(db: Db, key: DraftKey): Promise<void> {
    await db('draft').where(where(key)).delete();
  }
}
