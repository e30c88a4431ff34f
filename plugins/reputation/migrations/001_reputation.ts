import type { Knex } from 'knex';

/**
 * `reputation_activity`: one row per change of a member's reputation (Answer's `activity` rows
 * that carry rank), `points` being what was actually applied after the floor and the daily cap.
 * A member's reputation is the sum of their live rows (neither cancelled nor revoked).
 * `reputation_member`: one row per member the ledger has touched, holding their figure; it is
 * read with a lock while the figure changes, so concurrent changes to one member queue instead
 * of losing an update (a plain read inside a MariaDB transaction sees its older snapshot).
 * Object ids are 17-digit strings (beyond JavaScript's safe integers), so they are text.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reputation_activity', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.integer('trigger_user_id').notNullable().defaultTo(0);
    t.string('kind', 32).notNullable();
    /** The post (or '0') the change is about. */
    t.string('object_id', 20).notNullable();
    /** What the point table asked for, before the floor and the cap. */
    t.integer('nominal').notNullable();
    t.integer('points').notNullable();
    /** 1 once undone for good (vote cancelled, acceptance taken back). */
    t.tinyint('cancelled').notNullable().defaultTo(0);
    /** 1 while the post it is about is deleted; recovering the post sets it back to 0. */
    t.tinyint('revoked').notNullable().defaultTo(0);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['user_id', 'created_at']);
    t.index(['object_id']);
    t.index(['created_at']);
  });
  await db.schema.createTable('reputation_member', (t) => {
    t.integer('user_id').primary();
    /** Null until the first change opens the member's account with the figure they had. */
    t.integer('reputation').nullable();
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('reputation_member');
  await db.schema.dropTable('reputation_activity');
}
