import type { Knex } from 'knex';
import type { TagOrder } from '../schemas/tag.ts';

export type Db = Knex | Knex.Transaction;

export interface TagRow {
  id: string;
  slug_name: string;
  display_name: string;
  original_text: string;
  parsed_text: string;
  main_tag_id: string | null;
  question_count: number;
  follow_count: number;
  reserved: boolean | number;
  recommend: boolean | number;
  status: number;
  revision: number;
  user_id: string;
  created_at: number;
  updated_at: number;
}

export const TagStatus = { available: 1, deleted: 10 } as const;

/**
 * LIKE patterns with user text matched literally. `!` is the escape character: SQLite has no
 * default one and MySQL reads backslashes in literals, so an explicit ESCAPE is the portable way.
 */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** `slug_name` or `display_name` LIKE the pattern, case-blind on every engine (PostgreSQL's LIKE minds case). */
function nameLike(w: Knex.QueryBuilder, pattern: string): Knex.QueryBuilder {
  const lower = pattern.toLowerCase();
  return w.whereRaw('lower(??) like ? escape ?', ['slug_name', lower, '!']).orWhereRaw('lower(??) like ? escape ?', ['display_name', lower, '!']);
}

/** All SQL on `tag`. Rows come back with numbers as numbers on every engine. */
export class TagRepository {
  private live(db: Db) {
    return db('tag').where('status', TagStatus.available);
  }

  /** Live tags, synonyms included (the admin dashboard's figure). */
  async count(db: Db): Promise<number> {
    return Number((await this.live(db).count({ n: '*' }).first())?.n ?? 0);
  }

  async byId(db: Db, id: string): Promise<TagRow | undefined> {
    return normalize(await this.live(db).where({ id }).first());
  }

  /** A row in any state (a deleted tag, to recover it). */
  async anyById(db: Db, id: string): Promise<TagRow | undefined> {
    return normalize(await db('tag').where({ id }).first());
  }

  /** Any row with this slug, deleted ones too (slugs stay unique). */
  async bySlugAnyStatus(db: Db, slug: string): Promise<TagRow | undefined> {
    return normalize(await db('tag').where({ slug_name: slug }).first());
  }

  async bySlug(db: Db, slug: string): Promise<TagRow | undefined> {
    return normalize(await this.live(db).where({ slug_name: slug }).first());
  }

  async bySlugs(db: Db, slugs: string[]): Promise<TagRow[]> {
    if (slugs.length === 0) return [];
    return (await this.live(db).whereIn('slug_name', slugs)).map((r) => normalize(r)!);
  }

  async byIds(db: Db, ids: string[]): Promise<TagRow[]> {
    if (ids.length === 0) return [];
    return (await db('tag').whereIn('id', ids)).map((r) => normalize(r)!);
  }

  /** Slug of each main tag, for the synonyms among `rows`. */
  async mainSlugs(db: Db, rows: TagRow[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((r) => r.main_tag_id).filter((id): id is string => !!id))];
    return new Map((await this.byIds(db, ids)).map((m) => [m.id, m.slug_name]));
  }

  async page(db: Db, q: { page: number; pageSize: number; filter?: string; order: TagOrder }): Promise<{ count: number; list: TagRow[] }> {
    const base = this.live(db).whereNull('main_tag_id');
    if (q.filter) {
      base.andWhere((w) => nameLike(w, `%${escapeLike(q.filter!)}%`));
    }
    const [{ n }] = await base.clone().count({ n: '*' });
    const ordered = base.clone();
    if (q.order === 'name') ordered.orderBy('slug_name', 'asc');
    else if (q.order === 'newest') ordered.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    else ordered.orderBy([{ column: 'question_count', order: 'desc' }, { column: 'slug_name', order: 'asc' }]);
    const list = await ordered.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: list.map((r) => normalize(r)!) };
  }

  /** Deleted tags (never synonyms: deleting one clears its main tag), most recently deleted first. */
  async deletedPage(db: Db, q: { page: number; pageSize: number; filter?: string }): Promise<{ count: number; list: TagRow[] }> {
    const base = db('tag').where('status', TagStatus.deleted);
    if (q.filter) base.andWhere((w) => nameLike(w, `%${escapeLike(q.filter!)}%`));
    const [{ n }] = await base.clone().count({ n: '*' });
    const list = await base.clone().orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    return { count: Number(n), list: list.map((r) => normalize(r)!) };
  }

  /** Tags whose slug or display name starts with `text`, most used first. */
  async searchPrefix(db: Db, text: string, limit: number): Promise<TagRow[]> {
    const rows = await this.live(db)
      .andWhere((w) => nameLike(w, `${escapeLike(text)}%`))
      .orderBy([{ column: 'question_count', order: 'desc' }, { column: 'slug_name', order: 'asc' }])
      .limit(limit);
    return rows.map((r) => normalize(r)!);
  }

  async insert(db: Db, row: TagRow): Promise<void> {
    await db('tag').insert(row);
  }

  async update(db: Db, id: string, fields: Partial<TagRow>): Promise<void> {
    await db('tag').where({ id }).update(fields);
  }

  async synonymsOf(db: Db, mainId: string): Promise<TagRow[]> {
    return (await this.live(db).where({ main_tag_id: mainId }).orderBy('slug_name')).map((r) => normalize(r)!);
  }

  async setMain(db: Db, ids: string[], mainId: string | null, now: number): Promise<void> {
    if (ids.length === 0) return;
    await db('tag').whereIn('id', ids).update({ main_tag_id: mainId, updated_at: now });
  }

  async adjust(db: Db, id: string, column: 'follow_count', delta: number): Promise<void> {
    await db('tag').where({ id }).increment(column, delta);
  }
}

/** SQLite and MariaDB return booleans and big integers differently; one shape for both. */
function normalize(row: any): TagRow | undefined {
  if (!row) return undefined;
  return {
    ...row,
    id: String(row.id),
    main_tag_id: row.main_tag_id ? String(row.main_tag_id) : null,
    question_count: Number(row.question_count),
    follow_count: Number(row.follow_count),
    reserved: !!row.reserved,
    recommend: !!row.recommend,
    status: Number(row.status),
    revision: Number(row.revision),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}
