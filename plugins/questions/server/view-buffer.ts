import type { Logger } from 'pino';

/** How long views wait before they are written; also how late other processes see them. */
const FLUSH_AFTER_MS = 2000;

/**
 * Question views counted in memory and written in one UPDATE per question every couple of
 * seconds, instead of a write on every `question/info` (on SQLite each such write queued every
 * other request behind it). Process memory is safe here, which DESIGN §8 otherwise forbids,
 * because the view count decides nothing: no rule, limit or permission reads it. Each process
 * buffers only the views it served and adds them (`view_count + n`), so processes never
 * overwrite each other; a reader elsewhere sees them at most FLUSH_AFTER_MS late, and a crash
 * loses at most that long's views.
 */
export class ViewBuffer {
  private pending = new Map<string, number>();
  /** Views taken out of `pending` by a flush and not written yet. */
  private readonly writing = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly write: (questionId: string, views: number) => Promise<void>,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  add(questionId: string): void {
    this.pending.set(questionId, (this.pending.get(questionId) ?? 0) + 1);
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_AFTER_MS);
    // Buffered views never keep a process alive; close() writes what is left.
    this.timer.unref();
  }

  /**
   * Views of `questionId` not written yet, including those being written: presenters add them
   * so a reader sees its own view.
   */
  unwritten(questionId: string): number {
    return (this.pending.get(questionId) ?? 0) + (this.writing.get(questionId) ?? 0);
  }

  /**
   * Writes every buffered view; resolves once they and any earlier flush are written. A failed
   * write drops its views: a view count may lose a few, and retrying could repeat them.
   */
  flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    for (const [id, views] of batch) this.writing.set(id, (this.writing.get(id) ?? 0) + views);
    this.queue = this.queue.then(() => this.writeBatch(batch));
    return this.queue;
  }

  private async writeBatch(batch: Map<string, number>): Promise<void> {
    for (const [id, views] of batch) {
      try {
        await this.write(id, views);
      } catch (err) {
        this.logger.warn({ err, questionId: id, views }, 'buffered question views not written');
      }
      const left = (this.writing.get(id) ?? 0) - views;
      if (left > 0) this.writing.set(id, left);
      else this.writing.delete(id);
    }
  }

  /** Stops the timer and writes what is left, before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
