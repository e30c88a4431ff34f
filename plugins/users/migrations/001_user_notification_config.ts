import type { Knex } from 'knex';

/** A member's notification choices, one row per source they set (Answer's user_notification_config). */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('user_notification_config', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('source', 64).notNullable();
    t.boolean('enabled').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['user_id', 'source']);
    t.index(['source', 'enabled']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('user_notification_config');
}
