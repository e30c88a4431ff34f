import type { Knex } from 'knex';

/** Answer's `report`: one row per flag; status 1 pending, 2 completed, 3 ignored. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('report', (t) => {
    t.string('id', 20).primary();
    t.integer('user_id').notNullable();
    t.string('object_id', 20).notNullable();
    t.string('object_type', 16).notNullable();
    t.string('reported_user_id', 20).notNullable();
    t.integer('report_type').notNullable();
    t.text('content').notNullable();
    t.integer('status').notNullable();
    /**
     * `<user_id>:<object_id>` while the flag is pending, NULL once handled: a unique index on
     * it keeps one open flag per member and object on every engine (several NULLs are allowed).
     */
    t.string('open_key', 48).nullable().unique();
    /** The moderator's action (edit_post, close_post, delete_post, unlist_post, ignore_report). */
    t.string('flagged_type', 20).notNullable().defaultTo('');
    t.string('handled_by', 20).notNullable().defaultTo('0');
    t.bigInteger('handled_at').notNullable().defaultTo(0);
    t.bigInteger('created_at').notNullable();
    t.index(['status', 'created_at']);
    t.index(['object_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('report');
}
