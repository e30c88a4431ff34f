import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock, MaintenanceTask } from '../../../kernel/api.ts';
import type { PostRecords } from '../../questions/server/api.ts';
import type { BackfillState } from './backfill-state.ts';
import type { LinkWriter } from './link-writer.ts';

/** How often a serving process looks whether the plugin was switched (an in-memory check). */
const CHECK_MS = 1000;
/** While on, how many checks between looks at the database for a backfill still owed (a claim left by a process that died). */
const RECHECK_EVERY = 60;
/** A claim not reported for this long belongs to a process that died. */
const ABANDONED_SECONDS = 120;
const BATCH = 200;

/**
 * Finds the links of every live post when links may be missing: after the plugin's migration
 * (a site that had posts before it), and after it was off (posts written meanwhile were not
 * read). A serving process notices the plugin going off and on within a second (the switch
 * itself has no hook): off marks the backfill owed, on (or a start with one owed) runs it, in
 * batches while the site serves, in one process of the site. Posts written during it are read
 * by their events too; each write stores a post's links as its text is then, so both agree.
 * `quorum upgrade` runs it as the `question-links.backfill` task.
 */
export class LinkBackfill {
  private timer: NodeJS.Timeout | undefined;
  private wasOn: boolean | undefined;
  private checks = 0;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly state: BackfillState,
    private readonly isOn: () => boolean,
    private readonly posts: () => PostRecords | undefined,
    private readonly writer: LinkWriter,
    private readonly clock: Clock,
    private readonly logger: Pick<Logger, 'info' | 'error'>,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    this.timer.unref();
    void this.check();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  task(): MaintenanceTask {
    return {
      name: 'question-links.backfill',
      needed: () => this.state.owed(),
      run: async (progress) => {
        const done = await this.run((count, total) => progress(`linked questions: ${count}/${total} questions`));
        progress(done === undefined ? 'linked questions: another process is reading the posts' : `linked questions: links of ${done} question(s) and their answers read`);
      },
    };
  }

  private async check(): Promise<void> {
    const on = this.isOn();
    const switched = on !== this.wasOn;
    this.wasOn = on;
    this.checks += 1;
    try {
      if (!on) {
        if (switched) await this.state.markOwed();
      } else if ((switched || this.checks % RECHECK_EVERY === 0) && !this.running) {
        this.running = this.run().then(() => undefined).finally(() => (this.running = undefined));
        await this.running;
      }
    } catch (err) {
      this.logger.error({ err }, 'linked questions: the backfill failed; it is tried again later');
    }
  }

  /**
   * Reads every live question and its answers in id order, if a backfill is owed and this
   * process gets it; the questions read, or undefined when none was owed or another has it.
   */
  private async run(progress: (count: number, total: number) => void = () => undefined): Promise<number | undefined> {
    const token = randomUUID();
    if (!(await this.state.owed()) || !(await this.state.claim(token, this.clock.now(), this.clock.now() - ABANDONED_SECONDS))) return undefined;
    const posts = this.posts();
    const total = (await posts?.liveQuestions()) ?? 0;
    let after = '';
    let done = 0;
    while (posts) {
      // Switched off meanwhile (the claim was dropped) or closing: the next start reads them all again.
      if (this.stopped || !(await this.state.hold(token, this.clock.now()))) return undefined;
      const batch = await posts.after(after, BATCH);
      if (!batch.lastId) break;
      await this.writer.write(batch.posts);
      after = batch.lastId;
      done += batch.questions;
      progress(done, Math.max(done, total));
    }
    await this.state.finish(token, this.clock.now());
    this.logger.info({ questions: done }, 'linked questions: the links of every post were read');
    return done;
  }
}
