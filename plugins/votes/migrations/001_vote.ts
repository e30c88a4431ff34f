import type { Knex } from 'knex';

/**
 * One row per member and object they voted on; cancelling deletes the row. Object ids are
 * 17-digit strings (beyond JavaScript's safe integers), so they are stored as text.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('vote', (t) => {
    t.increments('id').primary();
    t.string('object_id', 20).notNullable();
    t.string('object_type', 16).notNullable();
    t.integer('user_id').notNullable();
    t.integer('object_user_id').notNullable();
    /** 1 up, -1 down. */
    t.tinyint('direction').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['object_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('vote');
}
