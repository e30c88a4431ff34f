import type { Knex } from 'knex';

/**
 * `revision`: full snapshots of questions, answers and tags (status 1 waits for review,
 * 2 applied, 3 rejected). `revision_activity`: the timeline — every revision plus the
 * moderation steps that leave the content as it is (closed, deleted, pinned, accepted…).
 * Object ids are 17-digit strings, stored as text.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('revision', (t) => {
    t.increments('id').primary();
    t.string('object_id', 20).notNullable();
    t.string('object_type', 16).notNullable();
    t.string('user_id', 20).notNullable();
    t.string('title', 200).notNullable();
    t.string('slug_name', 100).notNullable();
    t.text('content', 'mediumtext').notNullable();
    /** JSON list of { slug_name, display_name }. */
    t.text('tags').notNullable();
    t.string('summary', 600).notNullable();
    t.tinyint('status').notNullable();
    t.string('reviewer_id', 20).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('reviewed_at').notNullable();
    t.index(['object_id', 'status']);
    t.index(['status', 'object_type']);
  });
  await db.schema.createTable('revision_activity', (t) => {
    t.increments('id').primary();
    t.string('object_id', 20).notNullable();
    t.string('activity_type', 20).notNullable();
    t.string('user_id', 20).notNullable();
    t.integer('revision_id').notNullable();
    t.string('comment', 600).notNullable();
    t.bigInteger('created_at').notNullable();
    t.index(['object_id', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('revision_activity');
  await db.schema.dropTable('revision');
}
