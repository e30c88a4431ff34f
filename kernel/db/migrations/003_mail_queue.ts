import type { Knex } from 'knex';

/**
 * The mail outbox becomes a persistent queue: a message is inserted `pending` and a worker
 * delivers it after the request, retrying with back-off. `error` keeps the last failure.
 * Rows written before this migration were handled at once: they are complete as they are.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    t.bigInteger('sent_at').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable().defaultTo(0);
    t.index(['status', 'next_attempt_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['status', 'next_attempt_at']);
    t.dropColumns('attempts', 'next_attempt_at', 'sent_at', 'updated_at');
  });
}
