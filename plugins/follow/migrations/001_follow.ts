import type { Knex } from 'knex';

/** One row per member and followed question or tag; unfollowing deletes it. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('follow', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('object_id', 20).notNullable();
    /** 'question' or 'tag'. */
    t.string('object_type', 16).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['object_id', 'user_id']);
    t.index(['user_id', 'object_type']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('follow');
}
