import type { Knex } from 'knex';

/**
 * Tags and their links to posts. Ids are Answer's 17-digit strings, stored as text because
 * they do not fit a JavaScript number.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tag', (t) => {
    t.string('id', 20).primary();
    t.string('slug_name', 35).notNullable().unique();
    t.string('display_name', 35).notNullable();
    t.text('original_text').notNullable();
    t.text('parsed_text').notNullable();
    // Set when this tag is a synonym of another (the main tag).
    t.string('main_tag_id', 20).nullable();
    t.integer('question_count').notNullable().defaultTo(0);
    t.integer('follow_count').notNullable().defaultTo(0);
    t.boolean('reserved').notNullable().defaultTo(false);
    t.boolean('recommend').notNullable().defaultTo(false);
    // 1 available, 10 deleted.
    t.tinyint('status').notNullable().defaultTo(1);
    t.integer('revision').notNullable().defaultTo(0);
    t.string('user_id', 20).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['main_tag_id']);
    t.index(['status', 'question_count']);
  });
  await db.schema.createTable('tag_rel', (t) => {
    t.increments('id').primary();
    t.string('object_id', 20).notNullable();
    t.string('tag_id', 20).notNullable();
    // 1 available, 10 deleted (the post is deleted; kept so a recovery restores it).
    t.tinyint('status').notNullable().defaultTo(1);
    t.bigInteger('created_at').notNullable();
    t.unique(['object_id', 'tag_id']);
    t.index(['tag_id', 'status']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('tag_rel');
  await db.schema.dropTable('tag');
}
