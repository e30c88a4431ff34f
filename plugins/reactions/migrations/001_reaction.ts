import type { Knex } from 'knex';

/**
 * One row per member, post and emoji. Answer keeps a JSON summary per post in its `meta` table;
 * rows let the unique key refuse a second reaction of the same kind under concurrent requests.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reaction', (t) => {
    t.increments('id').primary();
    t.string('object_id', 20).notNullable();
    t.integer('user_id').notNullable();
    t.string('emoji', 16).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['object_id', 'user_id', 'emoji']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('reaction');
}
