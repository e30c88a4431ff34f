import type { Logger } from 'pino';

export interface IndexQueueTiming {
  /** How long a change waits for others to share its index write; searches see it this much later. */
  gatherMs: number;
  /** Questions written at once, so a burst (a large import) never holds the database long. */
  batch: number;
  /** A failed write is tried again after this long, doubling up to `retryMaxMs`. */
  retryMs: number;
  retryMaxMs: number;
  /** A question whose write fails alone this many times is dropped (logged; a reindex repairs it). */
  maxTries: number;
}

const TIMING: IndexQueueTiming = { gatherMs: 20, batch: 200, retryMs: 500, retryMaxMs: 30_000, maxTries: 6 };

/**
 * Index changes keyed by question, gathered for a few milliseconds and written in one call per
 * batch instead of one per event: the index's own writes then cost a fraction of the posts'
 * (docs/perf.md). A question changed twice before its write is written once, with its latest
 * change. `close` writes what is left before the database closes; a crash loses at most the
 * last `gatherMs` of changes (the posts are committed; `quorum search reindex` rebuilds).
 *
 * A failed batch is split in two and both halves are tried again at once, so one question the
 * engine refuses cannot hold back the others: it ends up alone, waits (doubling), and after
 * `maxTries` failures alone is dropped and logged by id. When writes keep failing whatever
 * they hold (the database is away), the whole queue waits instead of splitting further.
 */
export class IndexQueue<T> {
  /** The latest change of each question not yet written (kept until written or dropped). */
  private readonly pending = new Map<string, T>();
  /** Parts of failed batches, tried before anything newer. */
  private suspects: string[][] = [];
  /** Questions that failed alone, with the time before which they are not tried again. */
  private readonly waiting = new Map<string, number>();
  private readonly tries = new Map<string, number>();
  /** Writes failed in a row: two or more means the trouble is not one question. */
  private failedInARow = 0;
  private pausedUntil = 0;
  private retryMs: number;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private closed = false;
  private readonly timing: IndexQueueTiming;

  constructor(
    private readonly write: (batch: Map<string, T>) => Promise<void>,
    private readonly logger: Pick<Logger, 'error' | 'warn'>,
    timing: Partial<IndexQueueTiming> = {},
  ) {
    this.timing = { ...TIMING, ...timing };
    this.retryMs = this.timing.retryMs;
  }

  /** Queues a question's change; a later change of the same question replaces it. */
  add(questionId: string, change: T): void {
    this.pending.set(questionId, change);
    // New content gets fresh tries (an edit may have mended what the engine refused).
    this.tries.delete(questionId);
    if (this.closed) return;
    if (this.pending.size >= this.timing.batch) this.wake(0);
    else this.wake(this.timing.gatherMs);
  }

  /** The change of a question waiting to be written, to combine a new one with. */
  queued(questionId: string): T | undefined {
    return this.pending.get(questionId);
  }

  /** Questions queued and not yet written (a test waits for zero). */
  get size(): number {
    return this.pending.size;
  }

  private wake(ms: number): void {
    const at = Date.now() + ms;
    if (this.timer && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      void this.flush();
    }, ms);
    // A queued write never keeps a process alive; close() writes what is left.
    this.timer.unref();
  }

  /** Writes what may be written now; resolves once it and every earlier drain are done. */
  flush(): Promise<void> {
    this.running = this.running.catch(() => undefined).then(() => this.drain(this.closed));
    return this.running;
  }

  /**
   * The next batch: a suspect part first, then the questions nobody holds back, then one that
   * failed alone and is due again (after the others, so a success between tells whether the
   * database works).
   */
  private next(now: number, force: boolean, tried: Set<string>): string[] | undefined {
    const part = this.suspects.shift();
    if (part) return part.filter((id) => this.pending.has(id) && !tried.has(id));
    const batch: string[] = [];
    for (const id of this.pending.keys()) {
      if (this.waiting.has(id) || tried.has(id)) continue;
      batch.push(id);
      if (batch.length === this.timing.batch) break;
    }
    if (batch.length) return batch;
    for (const [id, at] of this.waiting) {
      if (!force && at > now) continue;
      this.waiting.delete(id);
      if (this.pending.has(id) && !tried.has(id)) return [id];
    }
    return undefined;
  }

  /** `force` (closing): every question is tried once more, waits and pauses aside. */
  private async drain(force: boolean): Promise<void> {
    const tried = new Set<string>();
    for (;;) {
      const now = Date.now();
      if (!force && this.pausedUntil > now) return this.wake(this.pausedUntil - now);
      const ids = this.next(now, force, tried);
      if (!ids) break;
      if (ids.length === 0) continue;
      const batch = new Map(ids.map((id) => [id, this.pending.get(id)!]));
      try {
        await this.write(batch);
        // A change that arrived during the write stays queued for the next one.
        for (const [id, change] of batch) {
          if (this.pending.get(id) === change) this.pending.delete(id);
          this.tries.delete(id);
        }
        this.failedInARow = 0;
        this.retryMs = this.timing.retryMs;
      } catch (err) {
        this.failed(ids, err, force);
        if (force) for (const id of ids) tried.add(id);
      }
    }
    const due = Math.min(...this.waiting.values());
    if (Number.isFinite(due) && !this.closed) this.wake(Math.max(0, due - Date.now()));
  }

  private failed(ids: string[], err: unknown, force: boolean): void {
    this.failedInARow += 1;
    // The write before this one succeeded, so the database works and the trouble is in this batch.
    const alone = this.failedInARow === 1;
    if (!alone && !force) {
      this.pausedUntil = Date.now() + this.retryMs;
      this.logger.error({ err, questions: ids.length, retryInMs: this.retryMs }, 'search index writes keep failing; queue waits');
      this.retryMs = Math.min(this.timing.retryMaxMs, this.retryMs * 2);
    }
    if (ids.length > 1) {
      const half = Math.ceil(ids.length / 2);
      // Behind what waits already, so the sibling half is tried next: a success between two
      // failures keeps the queue from pausing as if the database were away.
      this.suspects.push(ids.slice(0, half), ids.slice(half));
      if (alone) this.logger.warn({ err, questions: ids.length }, 'search index write failed; trying its halves');
      return;
    }
    const id = ids[0]!;
    // Only failures while other writes succeed count: a database away must not drop anything.
    const tries = (this.tries.get(id) ?? 0) + (alone ? 1 : 0);
    if (tries >= this.timing.maxTries) {
      this.pending.delete(id);
      this.tries.delete(id);
      this.logger.error({ err, questionId: id, tries }, 'search index dropped a question it failed to write; `quorum search reindex` restores it');
      return;
    }
    if (alone) this.logger.warn({ err, questionId: id, tries }, 'search index write of one question failed; it waits');
    this.tries.set(id, tries);
    this.waiting.set(id, Date.now() + Math.min(this.timing.retryMaxMs, this.timing.retryMs * 2 ** Math.max(0, tries - 1)));
  }

  /** Stops gathering and tries what is left once more, before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
    await this.flush();
  }
}
