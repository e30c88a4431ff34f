import type { Knex } from 'knex';
import { AnswerStatus } from '../post-rows.ts';

/**
 * Answer's hot score (question_hottest_service.go) as an SQL expression over `question`:
 *
 *   (ln(views) * 4 + answers * votes / 5 + votes on its live answers)
 *   / ((age + 1) - (age - idle) / 2) ^ 1.5
 *
 * with age the whole hours since it was asked and idle those since its last activity. Like
 * Answer it is stored ×10000 rounded up (`question.hot_score`, kept by hot-score-keeper.ts), and a
 * question never viewed or scoring below zero scores 0. `ln`, `power`, `floor` and `ceil` exist
 * on every engine questions runs on. The base of the power is at least 1 for any row dated in the
 * past; a row dated ahead of the clock (a clock stepped back, imported rows) would make it 0 or
 * negative, where MariaDB raises "DOUBLE value out of range" (a 500 on the write that rescores,
 * a stuck pass) and SQLite answers NULL, so it is held at 1 (by `case`: SQLite has no greatest()).
 *
 * `answerVotes`: the votes on the question's live answers as an expression the caller built from
 * sums it read first (the keeper does: inside an UPDATE, MariaDB locks a subquery's answer rows,
 * which deadlocked concurrent votes). Without it they are summed by a subquery, which only reads
 * use: the tests' reference score, computed apart from the keeper's path.
 */
export function hotScore(db: Knex | Knex.Transaction, now: number, answerVotes?: Knex.Raw): Knex.Raw {
  const age = 'floor((:now - question.created_at) / 3600)';
  const idle = 'floor((:now - question.post_update_time) / 3600)';
  const base = `(${age} + 1 - (${age} - ${idle}) / 2.0)`;
  const votes = answerVotes ? ':answerVotes' : '(select coalesce(sum(hot_answer.vote_count), 0) from answer hot_answer where hot_answer.question_id = question.id and hot_answer.status = :live)';
  const score = `(ln(question.view_count) * 4 + question.answer_count * question.vote_count / 5.0 + ${votes}) / power(case when ${base} > 1 then ${base} else 1 end, 1.5)`;
  // Nested so ln() never sees 0 views: engines differ on what ln(0) does.
  return db.raw(`case when question.view_count > 0 then (case when ${score} > 0 then ceil(${score} * 10000) else 0 end) else 0 end`, {
    now,
    live: AnswerStatus.normal,
    ...(answerVotes ? { answerVotes } : {}),
  });
}
