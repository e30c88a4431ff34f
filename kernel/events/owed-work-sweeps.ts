import type { Logger } from 'pino';

/** How often a serving process looks for work another process owed and never did. */
const SWEEP_MS = 30_000;

export interface OwedWork {
  /** Names the work in log lines ("search index: owed writes"). */
  label: string;
  /**
   * Takes up what is owed and answers how many it took up: everything owed when `before` is
   * undefined (a process starting), else what was owed before that time (ms) and no live
   * process is doing.
   */
  take(before?: number): Promise<number>;
  /** How long owed work may wait in a live process before another takes it up (0: the owner's own lease decides). */
  staleMs: number;
}

/**
 * Work that outlives the process that owed it (durable event handlers' runs, the search index's
 * writes): when a process starts serving it takes up everything owed (a process killed before or
 * during the work leaves its rows; a restart does them), then every SWEEP_MS what is owed for
 * longer than `staleMs` (another process died and none restarted, or a run failed). The owner
 * makes taking the same work twice harmless.
 */
export class OwedWorkSweeps {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly work: OwedWork,
    private readonly logger: Pick<Logger, 'error' | 'info'>,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(Date.now() - this.work.staleMs), SWEEP_MS);
    // A CLI command that boots a kernel and listens must still exit.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async run(before?: number): Promise<void> {
    try {
      const taken = await this.work.take(before);
      if (taken) this.logger.info({ taken }, `${this.work.label} taken up again`);
    } catch (err) {
      this.logger.error({ err }, `${this.work.label} could not be read`);
    }
  }
}
