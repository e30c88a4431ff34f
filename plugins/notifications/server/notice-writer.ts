import type { NewNotice, NotificationRepository } from './notification-repository.ts';

/** How long a notice waits for others to share its insert; it shows this much later at most. */
const GATHER_MS = 5;

interface Waiting {
  notices: NewNotice[];
  now: number;
  written: () => void;
  failed: (err: unknown) => void;
}

/**
 * Writes notices in batches: those of events committed within a few milliseconds of each other
 * go in one insert instead of one each (a vote's votes-tab notice and its achievement come from
 * two handlers of one commit; under load, many writes' notices meet). Each `insert` resolves
 * once its notices are written and rejects if they could not be, so a caller that writes a notice
 * last (after its mail) still knows when it shows, and its failure is logged as before. A batch
 * that fails is written again caller by caller: one event's bad row loses that event's notices
 * only, as when each wrote its own.
 */
export class NoticeWriter {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Batches being written, so close() waits for them. */
  private readonly flushing = new Set<Promise<void>>();

  constructor(
    private readonly repo: Pick<NotificationRepository, 'insert'>,
    private readonly gatherMs = GATHER_MS,
  ) {}

  insert(notices: NewNotice[], now: number): Promise<void> {
    if (notices.length === 0) return Promise.resolve();
    return new Promise((written, failed) => {
      this.waiting.push({ notices, now, written, failed });
      this.timer ??= setTimeout(() => this.flush(), this.gatherMs);
    });
  }

  /** Writes what waits now and what is being written, before the database closes. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.flush();
    await Promise.all(this.flushing);
  }

  private flush(): void {
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    const writing = this.write(batch).finally(() => this.flushing.delete(writing));
    this.flushing.add(writing);
  }

  private async write(batch: Waiting[]): Promise<void> {
    const rows = (w: Waiting) => w.notices.map((n) => ({ ...n, created_at: w.now }));
    try {
      await this.repo.insert(batch.flatMap(rows));
      for (const w of batch) w.written();
    } catch (err) {
      if (batch.length === 1) return batch[0]!.failed(err);
      for (const w of batch) await this.write([w]);
    }
  }
}
