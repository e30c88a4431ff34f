import type { Logger } from 'pino';
import type { SearchIndexer } from './search-indexer.ts';

/** How often a serving process looks for index writes another process owed and never made. */
const SWEEP_MS = 30_000;
/** A note older than this is not waiting in a live process's queue any more (its gather, retries and backoff are shorter). */
const STALE_MS = 120_000;

/**
 * Index writes that outlive the process that owed them: at start, every owed write is queued
 * (a process killed before it wrote leaves its notes; a restart writes them), then every
 * SWEEP_MS those owed for longer than STALE_MS (another process died and none restarted).
 * Several processes may take up the same question: its write is a read of it as it is now,
 * so writing it twice is harmless.
 */
export class OwedIndexSweeps {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly indexer: Pick<SearchIndexer, 'sweep'>,
    private readonly logger: Pick<Logger, 'error' | 'info'>,
  ) {}

  start(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(Date.now() - STALE_MS), SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async run(before?: number): Promise<void> {
    try {
      const taken = await this.indexer.sweep(before);
      if (taken) this.logger.info({ questions: taken }, 'search index: owed writes queued again');
    } catch (err) {
      this.logger.error({ err }, 'search index: the owed writes could not be read');
    }
  }
}
