import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Cache, Tally } from '../../../../kernel/api.ts';

/** How long views wait before they are written; also how late other processes see them. */
const FLUSH_AFTER_MS = 2000;
/**
 * A claim older than this whose writer has not settled it is written again (its writer died or
 * failed). Short is safe: a claim is written once however many processes try it.
 */
const ORPHAN_AFTER_SECONDS = 10;
/** The tally every process serving the site counts views in. */
const TALLY = 'question-views';

/** Writes one claim's views, at most once per claim however often it is called. */
export type ViewWriter = (claim: string, views: Tally) => Promise<void>;

/**
 * Question views counted in the site's cache and written in one transaction every couple of
 * seconds, instead of a write on every `question/info` (on SQLite each such write queued every
 * other request behind it). Every process adds to one tally (a Redis hash with a shared cache,
 * process memory without one); a flush claims the whole tally, whoever counted it, and writes
 * it under the claim's id, which the writer records in the same transaction. So a process that
 * dies between claiming and writing leaves a claim that another process writes after
 * ORPHAN_AFTER_SECONDS, and one that dies after writing leaves one that is written nowhere
 * twice: no view is lost or counted twice. Without a shared cache the tally lives in the one
 * process, and a kill loses what it had not flushed (at most FLUSH_AFTER_MS of views).
 */
export class ViewBuffer {
  /** Views this process counted since its last flush began: presenters add them so a reader sees its own view. */
  private counted = new Map<string, number>();
  /** Views this process counted before the flush under way, until it ends. */
  private readonly writing = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly cache: Pick<Cache, 'tally' | 'claimTally' | 'unsettledTallies' | 'settleTally'>,
    private readonly write: ViewWriter,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly orphanAfterSeconds = ORPHAN_AFTER_SECONDS,
  ) {}

  /**
   * Counts a view; resolves once it is in the tally (from then on no process's death loses it).
   * Never rejects: the kernel's cache answers from memory when a shared one fails.
   */
  async add(questionId: string): Promise<void> {
    this.counted.set(questionId, (this.counted.get(questionId) ?? 0) + 1);
    this.schedule();
    await this.cache.tally(TALLY, questionId, 1).catch((err: unknown) => this.logger.warn({ err }, 'a question view was not counted'));
  }

  /**
   * Views of `questionId` this process counted and has not seen written. Another process's
   * flush may have written some already; a reader then sees them twice until this process's
   * next flush, a couple of seconds at most.
   */
  unwritten(questionId: string): number {
    return (this.counted.get(questionId) ?? 0) + (this.writing.get(questionId) ?? 0);
  }

  /** Writes the tally, every process's views in it, and claims whose writer died; resolves once written. */
  flush(): Promise<void> {
    const mine = this.counted;
    this.counted = new Map();
    for (const [id, views] of mine) this.writing.set(id, (this.writing.get(id) ?? 0) + views);
    this.queue = this.queue.then(() => this.writeAll(mine));
    return this.queue;
  }

  private async writeAll(mine: Map<string, number>): Promise<void> {
    try {
      const claim = randomUUID();
      const views = await this.cache.claimTally(TALLY, claim);
      if (Object.keys(views).length > 0) await this.writeClaim(claim, views);
      for (const orphan of await this.cache.unsettledTallies(TALLY, this.orphanAfterSeconds)) await this.writeClaim(orphan.claim, orphan.counts);
    } catch (err) {
      this.logger.warn({ err }, 'question views not written yet: the claim stays and is written again later');
    } finally {
      for (const [id, views] of mine) {
        const left = (this.writing.get(id) ?? 0) - views;
        if (left > 0) this.writing.set(id, left);
        else this.writing.delete(id);
      }
    }
  }

  private async writeClaim(claim: string, views: Tally): Promise<void> {
    await this.write(claim, views);
    await this.cache.settleTally(TALLY, claim);
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_AFTER_MS);
    // Counted views never keep a process alive; close() writes what is left.
    this.timer.unref();
  }

  /** Stops the timer and writes what is left, before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
