import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../kernel/api.ts';
import type { Backfill } from './backfill.ts';

/** How long a process holds the backfill before another may take it over (renewed after each batch). */
const LEASE_SECONDS = 300;
/** How often each serving process looks whether a backfill is owed. */
const CHECK_MS = 60_000;
/** Nudges closer together than this are one look (in this process). */
const NUDGE_MS = 2_000;

interface BackfillRow {
  claimed_until: number;
  started_at: number;
  finished_at: number;
}

/**
 * When the backfill runs, and that exactly one process runs it. It is owed when it never
 * finished (a new site, a run cut short) or when the plugin was switched on since the last run
 * started: while it was off no event reached it. Switching on is read from the kernel's
 * `plugin_state.updated_at` (the host writes it on every switch); no hook tells a plugin.
 *
 * A serving process looks once a minute, and sooner when nudged (the badge routes and the award
 * handlers nudge, so the first badge page or action after switching it on starts it). The run
 * is claimed with a lease in `badge_backfill`, so two processes never run it together.
 */
export class BackfillSchedule {
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private lastLook = 0;
  private running: Promise<boolean> | undefined;

  constructor(
    private readonly db: () => Knex,
    private readonly backfill: Backfill,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly enabled: () => boolean,
  ) {}

  async needed(): Promise<boolean> {
    const row = await this.state();
    if (!row || row.started_at === 0 || row.finished_at < row.started_at) return true;
    const plugin = (await this.db()('plugin_state').where({ plugin_id: 'badges' }).first('enabled', 'updated_at')) as { enabled: unknown; updated_at: number } | undefined;
    return !!plugin && Boolean(Number(plugin.enabled)) && Number(plugin.updated_at) >= row.started_at;
  }

  /** Runs the backfill if owed and not held by another process; answers whether this call ran it. */
  async runIfNeeded(progress: (line: string) => void = () => undefined): Promise<boolean> {
    if (!(await this.needed())) return false;
    const now = this.clock.now();
    const claimed = await this.db()('badge_backfill').where({ id: 'site' }).andWhere('claimed_until', '<', now).update({ claimed_until: now + LEASE_SECONDS, started_at: now });
    if (claimed !== 1) return false;
    try {
      const given = await this.backfill.run(async (line) => {
        progress(line);
        await this.db()('badge_backfill').where({ id: 'site' }).update({ claimed_until: this.clock.now() + LEASE_SECONDS });
      });
      await this.db()('badge_backfill').where({ id: 'site' }).update({ claimed_until: 0, finished_at: this.clock.now() });
      this.logger.info({ given }, 'badges backfill finished');
      // Switched on in the second this run started (seconds are all plugin_state keeps): it may
      // have missed that second's events, so one more run, a moment later, settles it.
      if (await this.needed()) this.nudge();
      return true;
    } catch (err) {
      await this.db()('badge_backfill').where({ id: 'site' }).update({ claimed_until: 0 });
      throw err;
    }
  }

  /**
   * Looks soon, in the background: at once, or at the end of the pause after the last look, so
   * a burst of nudges (every vote of a busy minute) is one look and the last nudge is never lost.
   */
  nudge(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      this.lastLook = Date.now();
      void this.check().catch((err: unknown) => this.logger.error({ err }, 'badges backfill failed'));
    }, Math.max(0, this.lastLook + NUDGE_MS - Date.now()));
    this.soon.unref();
  }

  start(): void {
    this.timer = setInterval(() => void this.check().catch((err: unknown) => this.logger.error({ err }, 'badges backfill failed')), CHECK_MS);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    await this.running?.catch(() => undefined);
  }

  /** One look, unless this process is running it already or the plugin is off. */
  private async check(): Promise<void> {
    if (this.running || !this.enabled()) return;
    this.running = this.runIfNeeded();
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private async state(): Promise<BackfillRow | undefined> {
    const row = (await this.db()('badge_backfill').where({ id: 'site' }).first('claimed_until', 'started_at', 'finished_at')) as BackfillRow | undefined;
    return row && { claimed_until: Number(row.claimed_until), started_at: Number(row.started_at), finished_at: Number(row.finished_at) };
  }
}
