import type { Knex } from 'knex';

/**
 * `notification`: one row per notice a member receives (Answer's table, with the object's ids
 * and title kept in columns instead of a JSON blob, so the list needs no lookups).
 * `notification_seen`: the newest notice a member has seen per list, below which no red dot shows.
 * `notification_mail`: a member's unsubscribe code and whether they stopped notice mail with it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('notification', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    /** 0 when no member caused it. */
    t.integer('trigger_user_id').notNullable().defaultTo(0);
    /** 1 inbox, 2 achievement. */
    t.tinyint('type').notNullable();
    /** Answer's inbox filter: 1 posts, 2 votes, 3 invites (0 for achievements). */
    t.tinyint('msg_type').notNullable().defaultTo(0);
    /** What happened, e.g. 'answer_the_question' (translated when listed). */
    t.string('action', 48).notNullable();
    t.string('object_type', 16).notNullable().defaultTo('');
    t.string('object_id', 20).notNullable().defaultTo('');
    t.string('question_id', 20).notNullable().defaultTo('');
    t.string('answer_id', 20).notNullable().defaultTo('');
    t.string('comment_id', 20).notNullable().defaultTo('');
    t.string('title', 255).notNullable().defaultTo('');
    t.integer('rank').notNullable().defaultTo(0);
    t.boolean('is_read').notNullable().defaultTo(false);
    t.bigInteger('created_at').notNullable();
    t.index(['user_id', 'type', 'is_read']);
    t.index(['user_id', 'type', 'id']);
  });
  await db.schema.createTable('notification_seen', (t) => {
    t.integer('user_id').notNullable();
    t.tinyint('type').notNullable();
    t.integer('seen_id').notNullable();
    t.primary(['user_id', 'type']);
  });
  await db.schema.createTable('notification_mail', (t) => {
    t.integer('user_id').primary();
    t.string('code', 64).notNullable().unique();
    t.boolean('unsubscribed').notNullable().defaultTo(false);
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('notification_mail');
  await db.schema.dropTable('notification_seen');
  await db.schema.dropTable('notification');
}
