import type { Knex } from 'knex';

/**
 * The full-text index on SQLite: an FTS5 table over the analyzed terms of `search_doc`, kept in
 * step by triggers. Terms arrive already stemmed and split (the analyzer), so the tokenizer only
 * splits on spaces; `_` pads short terms and must stay inside them. A site whose storage plugin
 * made the index before this plugin owned it keeps it as it is.
 */
export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('search_fts')) return;
  await db.raw(`CREATE VIRTUAL TABLE search_fts USING fts5(title_terms, body_terms, tag_terms, content='search_doc', content_rowid='seq', tokenize="unicode61 remove_diacritics 0 tokenchars '_'")`);
  await db.raw(`CREATE TRIGGER search_doc_ai AFTER INSERT ON search_doc BEGIN
    INSERT INTO search_fts(rowid, title_terms, body_terms, tag_terms) VALUES (new.seq, new.title_terms, new.body_terms, new.tag_terms); END`);
  await db.raw(`CREATE TRIGGER search_doc_ad AFTER DELETE ON search_doc BEGIN
    INSERT INTO search_fts(search_fts, rowid, title_terms, body_terms, tag_terms) VALUES ('delete', old.seq, old.title_terms, old.body_terms, old.tag_terms); END`);
  await db.raw(`CREATE TRIGGER search_doc_au AFTER UPDATE OF title_terms, body_terms, tag_terms ON search_doc BEGIN
    INSERT INTO search_fts(search_fts, rowid, title_terms, body_terms, tag_terms) VALUES ('delete', old.seq, old.title_terms, old.body_terms, old.tag_terms);
    INSERT INTO search_fts(rowid, title_terms, body_terms, tag_terms) VALUES (new.seq, new.title_terms, new.body_terms, new.tag_terms); END`);
  // Rows already in the table enter the index too.
  await db.raw("INSERT INTO search_fts(search_fts) VALUES ('rebuild')");
}

export async function down(db: Knex): Promise<void> {
  for (const trigger of ['search_doc_ai', 'search_doc_ad', 'search_doc_au']) await db.raw(`DROP TRIGGER IF EXISTS ${trigger}`);
  await db.raw('DROP TABLE IF EXISTS search_fts');
}
