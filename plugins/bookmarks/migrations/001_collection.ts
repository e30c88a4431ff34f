import type { Knex } from 'knex';

/** One row per member and bookmarked post (Answer's `collection`); un-bookmarking deletes it. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('collection', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('object_id', 20).notNullable();
    t.string('object_type', 16).notNullable();
    /** Answer's collection group; only the default group '0' exists so far. */
    t.string('group_id', 20).notNullable().defaultTo('0');
    t.bigInteger('created_at').notNullable();
    t.unique(['object_id', 'user_id']);
    t.index(['user_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('collection');
}
