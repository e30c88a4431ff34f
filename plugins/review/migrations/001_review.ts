import type { Knex } from 'knex';

/**
 * Answer's `review`: new posts a reviewer held back (the post itself is stored with status 11).
 * Status 1 pending, 2 approved, 3 rejected; `submitter` is the holding reviewer's slug.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('review', (t) => {
    t.increments('id').primary();
    t.string('user_id', 20).notNullable();
    t.string('object_id', 20).notNullable();
    t.string('object_type', 16).notNullable();
    t.string('reviewer_user_id', 20).notNullable().defaultTo('0');
    t.string('submitter', 100).notNullable();
    t.text('reason').notNullable();
    t.integer('status').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['status', 'object_type', 'id']);
    t.index(['object_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('review');
}
