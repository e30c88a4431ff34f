import type { Logger } from 'pino';
import type { EventBus } from './event-bus.ts';

/** How often a serving process looks for durable runs another process owed and never made. */
const SWEEP_MS = 30_000;

/**
 * Durable handlers' runs that outlive the process that owed them (as the search index's owed
 * writes do): when a process starts serving, every owed run is taken up (a process killed
 * before or during one leaves its row; a restart runs it), then every SWEEP_MS those whose
 * lease lapsed (another process died and none restarted, or a run failed). Of two sweeps that
 * read one row, one takes it up; whoever runs it, its work is done once (EventJournal).
 */
export class OwedEventSweeps {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: Pick<EventBus, 'sweep'>,
    private readonly logger: Pick<Logger, 'error' | 'info'>,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(Date.now()), SWEEP_MS);
    // A CLI command that boots a kernel and listens must still exit.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** `before`: see EventBus.sweep (none: a start's). */
  private async run(before?: number): Promise<void> {
    try {
      const taken = await this.events.sweep(before);
      if (taken) this.logger.info({ runs: taken }, 'durable event handlers: owed runs taken up');
    } catch (err) {
      this.logger.error({ err }, 'durable event handlers: the owed runs could not be read');
    }
  }
}
