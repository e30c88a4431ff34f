import type { Knex } from 'knex';

/**
 * The one-time e-mail codes (`email_code`: activation, password reset, e-mail change), which only
 * this plugin's flows issue and use. A site installed while the kernel's migration 001 made the
 * table keeps it as it is, rows and all: the shape is the same.
 */
export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('email_code')) return;
  await db.schema.createTable('email_code', (t) => {
    t.string('code', 64).primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('user').onDelete('CASCADE');
    t.string('action', 32).notNullable();
    t.text('payload').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at').notNullable().defaultTo(0);
    t.index(['user_id', 'action']);
  });
}

/** If exists: the kernel's migration 001, rolled back first, takes the table with it. */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('email_code');
}
