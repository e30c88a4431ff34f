import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrationFolder } from '../../../kernel/db/migrator.ts';
import { scratchDatabase, testEngines, type Engine } from '../../../tests/support/test-server.ts';

const FOLDER = new URL('.', import.meta.url).pathname;

/** Whether the engine's full-text index over `search_doc` exists. */
async function hasFullTextIndex(db: Knex, engine: Engine): Promise<boolean> {
  if (engine === 'sqlite') return db.schema.hasTable('search_fts');
  if (engine === 'mysql') {
    const [rows] = (await db.raw("SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'search_doc' AND index_name = 'search_doc_terms'")) as [{ n: number }[]];
    return Number(rows[0]!.n) > 0;
  }
  const { rows } = (await db.raw("SELECT COUNT(*) AS n FROM pg_indexes WHERE tablename = 'search_doc' AND indexname = 'search_doc_terms'")) as { rows: { n: string }[] };
  return Number(rows[0]!.n) > 0;
}

/**
 * The full-text index is search-sql's own, made by its migrations on whichever engine the site
 * has: a site that gets search after install (its storage plugin's migrations long done) is
 * searchable. When the storage plugins made the index, such a site had none and every search
 * failed ("no such table: search_fts").
 */
describe.each(testEngines())("search-sql's migrations on %s", (engine) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('make the full-text index beside the table, keep one made earlier, and take it away', async () => {
    const scratch = await scratchDatabase(engine);
    drop = scratch.drop;
    const [table, index] = await loadMigrationFolder(FOLDER);
    expect([table!.name, index!.name]).toEqual(['001_search_doc', '002_full_text_index']);
    await table!.up(scratch.db);
    await index!.up(scratch.db);
    expect(await hasFullTextIndex(scratch.db, engine)).toBe(true);
    // a site whose storage plugin made the index before search-sql owned it: left as it is
    await index!.up(scratch.db);
    expect(await hasFullTextIndex(scratch.db, engine)).toBe(true);
    await index!.down!(scratch.db);
    expect(await hasFullTextIndex(scratch.db, engine)).toBe(false);
  });

  it('store the vector on PostgreSQL, index it instead of the expression, and give the expression back', async () => {
    const scratch = await scratchDatabase(engine);
    drop = scratch.drop;
    const [table, index, stored] = await loadMigrationFolder(FOLDER);
    expect(stored!.name).toBe('003_stored_vector');
    await table!.up(scratch.db);
    await index!.up(scratch.db);
    await stored!.up(scratch.db);
    // the other engines' indexes hold their terms already: nothing changes there
    expect(await hasFullTextIndex(scratch.db, engine)).toBe(engine !== 'postgres');
    expect(await scratch.db.schema.hasColumn('search_doc', 'terms')).toBe(engine === 'postgres');
    await stored!.down!(scratch.db);
    expect(await hasFullTextIndex(scratch.db, engine)).toBe(true);
    expect(await scratch.db.schema.hasColumn('search_doc', 'terms')).toBe(false);
  });
});
