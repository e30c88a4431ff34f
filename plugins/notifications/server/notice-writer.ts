import type { Knex } from 'knex';
import { settleTogether, type Clock, type DurableWork, type Mailer, type MailMessage } from '../../../kernel/api.ts';
import type { NewNotice, NotificationRepository } from './notification-repository.ts';

/** How long a notice waits for others to share its transaction; it shows this much later at most. */
const GATHER_MS = 5;

/** What one event tells: the notices to write and the mails to queue. */
export interface Told {
  notices: NewNotice[];
  mails: MailMessage[];
}

interface Waiting {
  told: Told;
  work: DurableWork;
  now: number;
  written: () => void;
  failed: (err: unknown) => void;
}

/**
 * Writes what events tell, once each: an event's notices and mails go in the transaction that
 * settles its durable run (the kernel's event journal), so a run done again (after a crash, or
 * by two processes) writes nothing twice, and one that dies before its commit left its run
 * owed. Those of events settled within a few milliseconds of each other share one transaction
 * and one insert (a vote's votes-tab notice and its achievement come from two handlers of one
 * commit; under load, many writes' notices meet). Each `write` resolves once its event's
 * notices are written (or were by another run) and rejects if they could not be, so its run
 * is owed still. A batch that fails is written again event by event: one event's bad row
 * holds back that event's notices only, and a batch one of whose runs another run settled
 * meanwhile (SettledElsewhere) writes each of the others once.
 */
export class NoticeWriter {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Batches being written, so close() waits for them. */
  private readonly flushing = new Set<Promise<void>>();

  constructor(
    private readonly db: () => Knex,
    private readonly repo: Pick<NotificationRepository, 'insert'>,
    /** The kernel's mailer: a mail is queued in the transaction, so it goes out once it commits. */
    private readonly mailer: Pick<Mailer, 'send'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly gatherMs = GATHER_MS,
  ) {}

  /** Writes what `work`'s event told; telling nothing settles nothing (the run had nothing to do). */
  write(work: DurableWork, told: Told): Promise<void> {
    if (told.notices.length === 0 && told.mails.length === 0) return Promise.resolve();
    return new Promise((written, failed) => {
      this.waiting.push({ told, work, now: this.clock.now(), written, failed });
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
    const writing = this.commit(batch).finally(() => this.flushing.delete(writing));
    this.flushing.add(writing);
  }

  private async commit(batch: Waiting[]): Promise<void> {
    try {
      await this.db().transaction(async (trx) => {
        // Settled first, in one statement: a run another process is writing waits here for its
        // commit, then finds it done (and the batch is written again event by event, below).
        const settled = await settleTogether(trx, batch.map((w) => w.work));
        const owed = batch.filter((_, i) => settled[i]);
        await this.repo.insert(owed.flatMap((w) => w.told.notices.map((n) => ({ ...n, created_at: w.now }))), trx);
        for (const mail of owed.flatMap((w) => w.told.mails)) await this.mailer.send(mail, trx);
      });
      for (const w of batch) w.written();
    } catch (err) {
      if (batch.length === 1) return batch[0]!.failed(err);
      for (const w of batch) await this.commit([w]);
    }
  }
}
