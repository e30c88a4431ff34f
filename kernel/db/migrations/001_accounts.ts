import type { Knex } from 'knex';

/**
 * Accounts and sessions. (Sites installed before the e-mail codes moved to the accounts plugin
 * also got `email_code` here; that plugin's own migration keeps the table as it is.)
 */
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
}

/**
 * `email_code` goes first when it is still there (a site from before the move, or the accounts
 * plugin's migration not rolled back first): its key to `user` would refuse the drop on MariaDB.
 */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('email_code');
  await db.schema.dropTable('session');
  await db.schema.dropTable('user');
}
