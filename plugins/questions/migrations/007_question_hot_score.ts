import type { Knex } from 'knex';

/** Rows scored per statement while filling: bounded, so neither engine holds one statement over the table. */
const FILL_BATCH = 1000;

/**
 * Answer's hot score as a stored column (server/hot-score-keeper.ts keeps it: at each write to what
 * feeds it and in an hourly pass for the time decay), with an index shaped like the other list
 * orders' (004) so the hot tab walks it and stops after its page, instead of scoring every
 * question of the window per request (2.8 s of one thread at a million).
 *
 * The rows already written are scored here with the formula as it stood when the column came
 * (a migration runs the same on any later code), in batches of ids, as of the migration's time;
 * never-viewed questions score 0, the column's default. The power's base is held at 1 or more:
 * a row dated ahead of the clock would otherwise make MariaDB fail the upgrade (pow() out of range).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('question', (t) => {
    t.bigInteger('hot_score').notNullable().defaultTo(0);
    t.index(['show', 'pin', 'hot_score', 'id'], 'question_list_hot_score');
  });
  const now = Math.floor(Date.now() / 1000);
  const age = 'floor((:now - question.created_at) / 3600)';
  const idle = 'floor((:now - question.post_update_time) / 3600)';
  const base = `(${age} + 1 - (${age} - ${idle}) / 2.0)`;
  const answerVotes = '(select coalesce(sum(hot_answer.vote_count), 0) from answer hot_answer where hot_answer.question_id = question.id and hot_answer.status = 1)';
  const score = `(ln(question.view_count) * 4 + question.answer_count * question.vote_count / 5.0 + ${answerVotes}) / power(case when ${base} > 1 then ${base} else 1 end, 1.5)`;
  const hot = db.raw(`case when ${score} > 0 then ceil(${score} * 10000) else 0 end`, { now });
  let after = '';
  for (;;) {
    const ids = (await db('question').where('id', '>', after).andWhere('view_count', '>', 0).orderBy('id').limit(FILL_BATCH).pluck('id')).map(String);
    if (ids.length === 0) return;
    await db('question').whereIn('id', ids).update({ hot_score: hot });
    after = ids[ids.length - 1]!;
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('question', (t) => {
    t.dropIndex(['show', 'pin', 'hot_score', 'id'], 'question_list_hot_score');
    t.dropColumn('hot_score');
  });
}
