import type { Knex } from 'knex';

/** Accounts, sessions and the one-time e-mail codes. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('user', (t) => {
    t.increments('id').primary();
    t.string('username', 50).notNullable().unique();
    t.string('e_mail', 191).notNullable().unique();
    t.string('pass', 255).notNullable().defaultTo('');
    t.string('display_name', 50).notNullable();
    t.tinyint('mail_status').notNullable().defaultTo(2);
    t.tinyint('status').notNullable().defaultTo(1);
    t.tinyint('role_id').notNullable().defaultTo(1);
    t.integer('rank').notNullable().defaultTo(0);
    t.text('avatar').notNullable();
    t.text('bio').notNullable();
    t.text('bio_html').notNullable();
    t.string('website', 500).notNullable().defaultTo('');
    t.string('location', 100).notNullable().defaultTo('');
    t.string('language', 100).notNullable().defaultTo('');
    t.string('status_reason', 500).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('last_login_date').notNullable().defaultTo(0);
    t.bigInteger('suspended_at').notNullable().defaultTo(0);
    t.bigInteger('suspended_until').notNullable().defaultTo(0);
    t.bigInteger('deleted_at').notNullable().defaultTo(0);
    t.index(['status']);
  });
  await db.schema.createTable('session', (t) => {
    t.string('id', 64).primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('user').onDelete('CASCADE');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.string('ip', 64).notNullable().defaultTo('');
    t.index(['user_id']);
  });
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

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('email_code');
  await db.schema.dropTable('session');
  await db.schema.dropTable('user');
}
