import type { Knex } from 'knex';

/**
 * The totals of the question lists that are not a tag's (all listed questions, the unanswered
 * ones), kept in step with the question rows inside the transactions that change them
 * (server/list-totals.ts), so a list page reads its total instead of counting up to every
 * question. Counted once here from the rows already written, with the rules as they stood when
 * the table came (a migration runs the same on any later code): a question is listed when open
 * (status 1) or closed (2) and not hidden (show 1); unanswered when listed with answer_count 0.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('question_list_total', (t) => {
    t.string('scope', 20).primary();
    t.bigInteger('n').notNullable().defaultTo(0);
  });
  const listed = () => db('question').whereIn('status', [1, 2]).andWhere('show', 1);
  const count = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]!.n);
  const totals = { listed: await count(listed()), unanswered: await count(listed().andWhere('answer_count', 0)) };
  await db('question_list_total').insert(Object.entries(totals).map(([scope, n]) => ({ scope, n })));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('question_list_total');
}
