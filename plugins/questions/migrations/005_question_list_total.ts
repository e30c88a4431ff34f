import type { Knex } from 'knex';
import { fillListTotals } from '../server/list-totals.ts';

/**
 * The totals of the question lists that are not a tag's (all listed questions, the unanswered
 * ones), kept in step with the question rows inside the transactions that change them
 * (list-totals.ts), so a list page reads its total instead of counting up to every question.
 * Counted once here from the rows already written.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('question_list_total', (t) => {
    t.string('scope', 20).primary();
    t.bigInteger('n').notNullable().defaultTo(0);
  });
  await fillListTotals(db);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('question_list_total');
}
