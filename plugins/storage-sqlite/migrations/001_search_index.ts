import type { Knex } from 'knex';

/**
 * The search-sql engine's index on SQLite: portable document rows (`search_doc`, with the build
 * state) and an FTS5 table over their analyzed terms, kept in step by triggers. Terms
 * arrive already stemmed and split (search-sql's analyzer), so the tokenizer only splits on
 * spaces; `_` pads short terms and must stay inside them. Runs only on SQLite databases.
 */
export async function up(db: Knex): Promise<void> {
  if (db.client.dialect !== 'sqlite3') return;
  await db.schema.createTable('search_doc', (t) => {
    t.increments('seq').primary();
    t.string('object_id', 20).notNullable().unique();
    t.tinyint('object_type').notNullable();
    t.string('question_id', 20).notNullable();
    t.string('user_id', 20).notNullable();
    t.text('title_terms').notNullable();
    t.text('body_terms').notNullable();
    t.text('tag_terms').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('active_at').notNullable();
    t.integer('vote_count').notNullable();
    t.integer('view_count').notNullable();
    t.integer('answer_count').notNullable();
    t.tinyint('accepted').notNullable();
    t.tinyint('hidden').notNullable();
    t.index(['object_type', 'created_at']);
    t.index(['question_id']);
    t.index(['user_id']);
  });
  await db.schema.createTable('search_index_state', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('value').notNullable();
  });
  await db('search_index_state').insert({ name: 'built_at', value: 0 });
  await db.raw(`CREATE VIRTUAL TABLE search_fts USING fts5(title_terms, body_terms, tag_terms, content='search_doc', content_rowid='seq', tokenize="unicode61 remove_diacritics 0 tokenchars '_'")`);
  await db.raw(`CREATE TRIGGER search_doc_ai AFTER INSERT ON search_doc BEGIN
    INSERT INTO search_fts(rowid, title_terms, body_terms, tag_terms) VALUES (new.seq, new.title_terms, new.body_terms, new.tag_terms); END`);
  await db.raw(`CREATE TRIGGER search_doc_ad AFTER DELETE ON search_doc BEGIN
    INSERT INTO search_fts(search_fts, rowid, title_terms, body_terms, tag_terms) VALUES ('delete', old.seq, old.title_terms, old.body_terms, old.tag_terms); END`);
  await db.raw(`CREATE TRIGGER search_doc_au AFTER UPDATE OF title_terms, body_terms, tag_terms ON search_doc BEGIN
    INSERT INTO search_fts(search_fts, rowid, title_terms, body_terms, tag_terms) VALUES ('delete', old.seq, old.title_terms, old.body_terms, old.tag_terms);
    INSERT INTO search_fts(rowid, title_terms, body_terms, tag_terms) VALUES (new.seq, new.title_terms, new.body_terms, new.tag_terms); END`);
}

export async function down(db: Knex): Promise<void> {
  if (db.client.dialect !== 'sqlite3') return;
  await db.raw('DROP TABLE IF EXISTS search_fts');
  await db.schema.dropTableIfExists('search_index_state');
  await db.schema.dropTableIfExists('search_doc');
}
