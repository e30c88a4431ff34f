import type { Knex } from 'knex';

/**
 * A member's unsaved writing (SPEC §4 Drafts): one row per member and target. `object_id` is
 * '' for a new question, the question's id for a new answer, the post's id for an edit.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('draft', (t) => {
    t.increments('id').primary();
    t.string('user_id', 20).notNullable();
    t.string('object_type', 10).notNullable();
    t.string('object_id', 20).notNullable();
    t.string('title', 150).notNullable();
    // Up to 65536 characters: more than MySQL's TEXT holds in bytes.
    t.text('content', 'mediumtext').notNullable();
    // JSON list of {slug_name, display_name}.
    t.text('tags').notNullable();
    t.integer('updated_at').notNullable();
    t.unique(['user_id', 'object_type', 'object_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('draft');
}
