import type { Logger } from 'pino';

/** How long a question waits for others to share its index write; searches see it this much later. */
const GATHER_MS = 20;
/** A batch written at once, so a burst (a large import) never holds the database long. */
const BATCH = 200;
/** A failed write is tried again after this long, doubling up to RETRY_MAX_MS. */
const RETRY_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Questions whose index documents must be written again, gathered for a few milliseconds and
 * written in one read and one transaction per batch instead of one per event: the index's own
 * writes then cost a fraction of the posts' (measured in docs/perf.md). A question queued twice
 * is written once, as it is when the batch runs. Nothing is dropped: a failed batch goes back
 * into the queue and is tried again, and `close` writes what is left before the database closes.
 * A crash loses at most the last GATHER_MS of changes to the index (the posts themselves are
 * committed); `quorum search reindex` rebuilds it from the posts.
 */
export class IndexQueue {
  private pending = new Set<string>();
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private writing = 0;
  private retryMs = RETRY_MS;
  private closed = false;

  constructor(
    private readonly write: (questionIds: string[]) => Promise<void>,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  add(questionId: string): void {
    this.pending.add(questionId);
    if (this.closed) return;
    if (this.pending.size >= BATCH) void this.flush();
    else this.schedule(GATHER_MS);
  }

  /** Questions queued or being written now (a test waits for zero). */
  get size(): number {
    return this.pending.size + this.writing;
  }

  private schedule(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
    // A queued write never keeps a process alive; close() writes what is left.
    this.timer.unref();
  }

  /** Writes everything queued; resolves once it and every earlier batch are written (or failed). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.running.then(() => this.drain());
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending].slice(0, BATCH);
      for (const id of batch) this.pending.delete(id);
      this.writing = batch.length;
      try {
        await this.write(batch);
        this.retryMs = RETRY_MS;
      } catch (err) {
        for (const id of batch) this.pending.add(id);
        this.logger.error({ err, questions: batch.length, retryInMs: this.retryMs }, 'search index write failed; queued again');
        if (!this.closed) this.schedule(this.retryMs);
        this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
        return;
      } finally {
        this.writing = 0;
      }
    }
  }

  /** Stops gathering and writes what is left, before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
