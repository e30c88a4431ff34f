import type { Knex } from 'knex';

/**
 * Questions whose index write is owed: noted in the transaction of the post's change, cleared
 * once the index holds it. What a process queued in memory and never wrote (killed) stays here
 * for another process, or the next start, to write (search-indexer's sweep).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('search_pending', (t) => {
    t.string('question_id', 20).primary();
    t.bigInteger('queued_at').notNullable();
    t.index(['queued_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('search_pending');
}
