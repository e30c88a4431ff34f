import type { Knex } from 'knex';

/**
 * Work owed to durable event handlers (kernel/events/event-journal.ts): one row per handler
 * and event, written in the transaction that emits the event and deleted in the transaction
 * that does the work. What a killed process never did stays here for another to do.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('event_journal', (t) => {
    // Starts with the time it was noted (base 36), so ordering by id replays oldest first.
    t.string('id', 32).primary();
    t.string('owner', 100).notNullable();
    t.string('event', 100).notNullable();
    // MariaDB's TEXT stops at 64 KB; a payload is small, but nothing here should cut one.
    t.text('payload', 'mediumtext').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    // Until then the row is a process's to do (the one that noted it, or a sweep that took it up).
    t.bigInteger('lease_until').notNullable();
    t.index(['lease_until']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('event_journal');
}
