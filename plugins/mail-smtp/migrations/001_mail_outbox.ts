import type { Knex } from 'knex';

/**
 * The mail queue, `mail_outbox`: one row per message, `pending` until delivered (`sent`), given
 * up (`failed`, with the last error) or kept without an SMTP host (`stored`). A site installed
 * before the queue moved here has the table from the kernel's migration 002 (and, once it ran the
 * kernel's former 003, the queue's columns): it is taken over as it is, rows and all, given the
 * queue's columns it lacks (pending mail is delivered afterwards).
 */
export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable('mail_outbox')) {
    if (await db.schema.hasColumn('mail_outbox', 'attempts')) return;
    await db.schema.alterTable('mail_outbox', (t) => {
      t.integer('attempts').notNullable().defaultTo(0);
      t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
      t.bigInteger('sent_at').notNullable().defaultTo(0);
      t.bigInteger('updated_at').notNullable().defaultTo(0);
      t.index(['status', 'next_attempt_at']);
    });
    return;
  }
  await db.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.string('to_address', 191).notNullable();
    t.string('subject', 500).notNullable();
    t.text('html').notNullable();
    t.text('text').notNullable();
    /** 'smtp', or 'outbox' for a message kept without a host. */
    t.string('transport', 32).notNullable();
    t.string('status', 16).notNullable();
    t.string('error', 500).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    t.bigInteger('sent_at').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable().defaultTo(0);
    t.index(['to_address']);
    t.index(['status', 'next_attempt_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('mail_outbox');
}
