import type { Knex } from 'knex';

/**
 * Kept for sites that ran it: it made the kernel's `mail_outbox` a queue (attempts, retry time,
 * sent time). The queue now belongs to the mail-smtp plugin, whose own migration creates the
 * table on a new site or takes over this one; here there is nothing left to do on a new site.
 */
export async function up(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('mail_outbox')) || (await db.schema.hasColumn('mail_outbox', 'attempts'))) return;
  await db.schema.alterTable('mail_outbox', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    t.bigInteger('sent_at').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable().defaultTo(0);
    t.index(['status', 'next_attempt_at']);
  });
}

export async function down(): Promise<void> {
  // The table is mail-smtp's now; its migration's down removes it.
}
