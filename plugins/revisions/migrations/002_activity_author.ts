import type { Knex } from 'knex';

/**
 * `revision_activity.author_id`: the author of the post a status step changed (closed, deleted,
 * undeleted…), so the admin's member overview lists the status history of a member's posts.
 * Steps written before this and steps whose event names no author keep '0'.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('revision_activity', (t) => {
    t.string('author_id', 20).notNullable().defaultTo('0');
    t.index(['author_id', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('revision_activity', (t) => {
    t.dropIndex(['author_id', 'id']);
    t.dropColumn('author_id');
  });
}
