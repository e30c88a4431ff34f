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
 * once its batch is written and rejects if that write failed, so a caller that writes a notice
 * last (after its mail) still knows when it shows, and its failure is logged as before.
 */
export class NoticeWriter {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: Pick<NotificationRepository, 'insert'>,
    private readonly gatherMs = GATHER_MS,
  ) {}

  insert(notices: NewNotice[], now: number): Promise<void> {
    if (notices.length === 0) return Promise.resolve();
    return new Promise((written, failed) => {
      this.waiting.push({ notices, now, written, failed });
      this.timer ??= setTimeout(() => void this.flush(), this.gatherMs);
    });
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    try {
      await this.repo.insert(batch.flatMap((w) => w.notices.map((n) => ({ ...n, created_at: w.now }))));
      for (const w of batch) w.written();
    } catch (err) {
      for (const w of batch) w.failed(err);
    }
  }
}
