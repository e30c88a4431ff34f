import type { Knex } from 'knex';

/**
 * The list excerpt of a question's body, stored when the body is written so that a list page
 * does not parse markdown for every row. Migrations cannot reach the Renderer (they run
 * before plugins register), so rows written before this column stay NULL and the question
 * list fills each one the first time it shows it. Nullable TEXT: MySQL has no TEXT defaults,
 * and NULL is what marks "not computed yet".
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('question', (t) => {
    t.text('description').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('question', (t) => {
    t.dropColumn('description');
  });
}
