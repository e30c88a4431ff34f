import type { Knex } from 'knex';

/**
 * `webhook_endpoint`: where the admin sends events. `webhook_delivery`: one row per event and
 * endpoint, written in the transaction that made the change (the queue), kept afterwards as the
 * endpoint's delivery log until the worker prunes it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('webhook_endpoint', (t) => {
    t.increments('id').primary();
    t.string('url', 2000).notNullable();
    /** HMAC key of the signature header; '' for formats that sign nothing (chat). */
    t.string('secret', 200).notNullable();
    /** 'quorum' (signed JSON) or a format a plugin provides ('slack', 'discord'). */
    t.string('format', 32).notNullable();
    /** JSON arrays: event names, and tag slugs a question must carry ([]: any). */
    t.text('events').notNullable();
    t.text('tags').notNullable();
    t.boolean('enabled').notNullable();
    /** When the current run of failures began (0: the last delivery went through). */
    t.bigInteger('failing_since').notNullable().defaultTo(0);
    /** 'failing' when the worker turned it off; '' otherwise. */
    t.string('disabled_reason', 16).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('webhook_delivery', (t) => {
    t.increments('id').primary();
    t.integer('endpoint_id').notNullable();
    t.string('event', 40).notNullable();
    /** The event's ids as JSON; the body is built from them when it is sent. */
    t.text('subject').notNullable();
    /** pending → delivered, or failed after the last attempt. */
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('last_attempt_at').notNullable().defaultTo(0);
    t.integer('response_status').notNullable().defaultTo(0);
    t.integer('duration_ms').notNullable().defaultTo(0);
    /** A short cause code (timeout, status, network, …); '' after a success. */
    t.string('error', 32).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.index(['status', 'next_attempt_at']);
    t.index(['endpoint_id', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('webhook_delivery');
  await db.schema.dropTableIfExists('webhook_endpoint');
}
