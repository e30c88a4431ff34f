import type { Knex } from 'knex';

/**
 * The view tally's claims already written (server/view-writer.ts): a claim found again after its
 * writer died is written only when it is not here. Kept a day.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('question_view_claim', (t) => {
    t.string('claim', 64).primary();
    t.bigInteger('created_at').notNullable().index('question_view_claim_created');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('question_view_claim');
}
