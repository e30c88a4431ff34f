import type { Knex } from 'knex';
import { integerCase, type Clock } from '../../../../kernel/api.ts';
import { HOT_DAYS } from '../../schemas/post-rules.ts';
import { hotScore } from './hot-score.ts';
import { AnswerStatus, QuestionStatus, Show, type Db } from '../post-rows.ts';

/** The question columns the score is computed from: a write to one of them rescores the question. */
export const HOT_INPUTS: readonly string[] = ['view_count', 'answer_count', 'vote_count', 'created_at', 'post_update_time'];

/** Questions rescored per statement by the hourly pass. */
const PASS_BATCH = 500;
/** Answer refreshes its stored score hourly; age and idle time are counted in whole hours. */
const PASS_EVERY_MS = 3600_000;
/**
 * The first pass runs this long after start, not an hour on: a site restarted more often than
 * hourly would otherwise never decay. Out of the boot's way, and past the life of a test
 * server, whose statement counts a pass would otherwise join.
 */
const FIRST_PASS_MS = 5 * 60_000;
const DAY = 86400;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps `question.hot_score` (hot-score.ts) as Answer does: a question is rescored, as of now, in
 * the transaction of each write to what feeds it (its votes, views, answers, activity; votes on
 * its answers), and each hour the questions the hot list serves are rescored for the time decay:
 * the listed ones asked within its default window (HOT_DAYS) and viewed at least once (a score
 * is 0 without views). Rows stored at 0 there are included, so the pass also repairs a score a write
 * missed (two votes committed at the same moment on MariaDB, see `rescore`). Older questions
 * keep the score of their last write or of their last pass inside the window, stale: only an
 * `in_days` above 90 lists them, and such a list scores them in its query (`listKey`).
 * The pass walks the window by (created_at, id) in batches, one statement of at most `batch`
 * rows each, and lets the event loop run between them: never one statement over the whole table
 * (SQLite's driver is synchronous, so such a statement would stop the server meanwhile).
 */
export class HotScoreKeeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly batch = PASS_BATCH,
    private readonly firstPassMs = FIRST_PASS_MS,
  ) {}

  /**
   * Rescores questions by id, as of now. Their answers' votes are read first by a plain SELECT
   * and handed to the UPDATE as values: inside an UPDATE, MariaDB reads a subquery's rows with
   * shared locks, and a vote holding its answer's row while it waits for the question's
   * deadlocked with another vote rescoring the same question. A plain read takes no lock; the
   * price is that, on MariaDB, two votes committed at the same moment on answers of one
   * question may each miss the other's until the question's next write or the hourly pass.
   */
  async rescore(db: Db, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const sums: { question_id: unknown; votes: unknown }[] = await db('answer').whereIn('question_id', ids).andWhere('status', AnswerStatus.normal)
      .groupBy('question_id').select('question_id', db.raw('sum(vote_count) as votes'));
    const voted = sums.filter((s) => Number(s.votes) !== 0);
    const votes = voted.length === 0 ? db.raw('0') : db.raw('(?)', [integerCase(db, 'question.id', voted.map((s) => [String(s.question_id), Number(s.votes)] as const), 0)]);
    await db('question').whereIn('id', ids).update({ hot_score: hotScore(db, this.clock.now(), votes) });
  }

  /**
   * The hot list's sort key when the list reaches back past the kept window (`in_days` over
   * HOT_DAYS), with the window's start; undefined when the stored score serves. The pass keeps
   * scores for the window only; an older question's stored score is that of its last write or of
   * the last pass before it left the window, so a question asked 120 days ago and busy yesterday
   * would rank by its score of a month ago. A reader asking for 365 days expects the hottest of
   * those days as of now (Answer's meaning of `in_days`), not a window silently cut to 90: the
   * rows outside the window are scored in the query as of now (their answers' votes by subquery,
   * a read), the window's rows keep their stored score (at most an hour old). The default
   * window's SQL is unchanged. For an older row the stored score is an upper bound of its score
   * now (every write to an input rescores it, and with the same inputs a score only decays), which
   * lets the repository score only the few older rows that could reach the page.
   */
  listKey(db: Db, since: number | undefined): { key: Knex.Raw; keptSince: number } | undefined {
    const now = this.clock.now();
    const keptSince = now - HOT_DAYS * DAY;
    if (since !== undefined && since >= keptSince) return undefined;
    return { key: db.raw('case when question.created_at >= ? then question.hot_score else ? end', [keptSince, hotScore(db, now)]), keptSince };
  }

  /**
   * Rescores the question an answer belongs to (a vote on the answer counts in full in its
   * score): `questionId` when the caller has it (a vote does), else read from the answer.
   */
  async rescoreAnswered(db: Db, answerId: string, questionId?: string): Promise<void> {
    const id = questionId ?? ((await db('answer').where('id', answerId).first('question_id')) as { question_id?: unknown } | undefined)?.question_id;
    if (id !== undefined) await this.rescore(db, [String(id)]);
  }

  /**
   * One pass over the viewed listed questions of the hot list's window (the hourly decay);
   * resolves with how many it rescored. It walks the window index (status, show, created_at,
   * migration 006) from the window's start, one status at a time, by (created_at, id): a
   * batch reads only rows of the window, where a walk by id would read every older question
   * in its first statement. Hidden, deleted and held questions are not listed; one listed
   * again is rescored by the next pass.
   */
  async pass(db: () => Knex): Promise<number> {
    const since = this.clock.now() - HOT_DAYS * DAY;
    let rescored = 0;
    for (const status of [QuestionStatus.normal, QuestionStatus.closed]) {
      let after = { created_at: since, id: '' };
      while (!this.stopped) {
        const rows: { id: unknown; created_at: unknown }[] = await db()('question').where({ status, show: Show.listed }).andWhere('created_at', '>=', after.created_at)
          .andWhere((next) => next.where('created_at', '>', after.created_at).orWhere('id', '>', after.id)).andWhere('view_count', '>', 0)
          .orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(this.batch).select('id', 'created_at');
        if (rows.length === 0) break;
        await this.rescore(db(), rows.map((r) => String(r.id)));
        rescored += rows.length;
        const last = rows[rows.length - 1]!;
        after = { created_at: Number(last.created_at), id: String(last.id) };
        await nextTurn();
      }
    }
    return rescored;
  }

  /**
   * Runs a pass shortly after start, then every hour (one at a time); a failed pass is logged
   * and the next one tries again. Starts again after `stop`. With several processes serving the
   * site, `claim` (the site cache's counter for this hour) lets one of them make each hour's pass:
   * the others' would rescore the same rows to the same values. A process that dies mid-pass
   * leaves the rest to the next hour's, as a failed pass does.
   */
  start(db: () => Knex, logger: { error(obj: object, msg: string): void }, claim: () => Promise<boolean> = async () => true): void {
    if (this.timer) return;
    this.stopped = false;
    const run = () => {
      this.running ??= claim().then((mine) => (mine ? this.pass(db) : 0))
        .catch((err: unknown) => (logger.error({ err }, 'hot scores: hourly pass failed'), 0))
        .finally(() => (this.running = undefined));
    };
    this.timer = setTimeout(() => {
      run();
      this.timer = setInterval(run, PASS_EVERY_MS);
      // A CLI command that boots a kernel must still exit.
      this.timer.unref();
    }, this.firstPassMs);
    this.timer.unref();
  }

  /** Stops the hourly pass, waiting for one under way (it stops after its current batch). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
