import type { Knex } from 'knex';

/**
 * The index's portable half, the same on every engine: one row per live post (its analyzed
 * title, body and tag terms, and the columns every filter and order reads) and the build
 * state. The full-text index over the terms, in the engine's own form, is 002_full_text_index.
 * Sites made before search-sql owned these tables got them from the storage plugin: kept.
 */
export async function up(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('search_doc'))) {
    await db.schema.createTable('search_doc', (t) => {
      t.increments('seq').primary();
      t.string('object_id', 20).notNullable().unique();
      t.tinyint('object_type').notNullable();
      t.string('question_id', 20).notNullable();
      t.string('user_id', 20).notNullable();
      t.text('title_terms').notNullable();
      // MEDIUMTEXT on MySQL (a long answer's terms pass TEXT's 64 KB); TEXT elsewhere.
      t.text('body_terms', 'mediumtext').notNullable();
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
  }
  if (!(await db.schema.hasTable('search_index_state'))) {
    await db.schema.createTable('search_index_state', (t) => {
      t.string('name', 40).primary();
      t.bigInteger('value').notNullable();
    });
    await db('search_index_state').insert({ name: 'built_at', value: 0 });
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('search_index_state');
  await db.schema.dropTableIfExists('search_doc');
}
