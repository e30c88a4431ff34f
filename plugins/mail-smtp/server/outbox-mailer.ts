import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock, Mailer, MailMessage, PluginContext } from '../../../kernel/api.ts';

/** pending → sent, or failed after the last attempt; stored = kept without a transport. */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'stored';

/** Seconds to wait after the 1st, 2nd… failed attempt; one attempt more than delays, then failed. */
export const MAIL_RETRY_DELAYS = [60, 300, 1800, 7200, 21600] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS.length + 1;
const POLL_MS = 15_000;
const BATCH = 20;

/** How the queue's mail leaves the site (SMTP). */
export interface MailTransport {
  readonly id: string;
  /** False while the transport lacks the settings it needs (mail then stays in the outbox). */
  ready(): Promise<boolean>;
  deliver(message: MailMessage): Promise<void>;
}

interface OutboxRow extends MailMessage {
  id: number;
  attempts: number;
}

/**
 * The site's mail queue (`mail_outbox`) and its worker, behind the kernel's Mailer port. Every
 * message stays in the table afterwards, so a self-hoster without SMTP (and every test) can read
 * the links it carried. A delivery first claims its row by raising `attempts` and moving
 * `next_attempt_at` to the retry time, so two processes on one database never send a message
 * twice, and a claim whose process died mid-send (killed) lapses then: any process's worker
 * takes the row up at that time, as a retry. `drain()` runs what is due now (tests drive it
 * with a ManualClock); `start()` adds a timer for retries, `stop()` waits for the send in flight.
 */
export class OutboxMailer implements Mailer {
  private timer?: NodeJS.Timeout;
  private stopping = false;
  private running: Promise<number> = Promise.resolve(0);
  /** A drain is queued behind the one running and has not read the queue yet. */
  private waiting = false;

  constructor(
    /** The site database, undefined before install. */
    private readonly db: () => Knex | undefined,
    private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    /** Whether this queue is the site's mailer now (its plugin enabled): a disabled one delivers nothing. */
    private readonly active: () => boolean,
    /** The storage engine's insert answering the row's id. */
    private readonly insertId: PluginContext['storage']['insertId'],
  ) {}

  /**
   * Queues a message for the worker. Without a transport it is kept at once, as `sendNow` keeps
   * it: a round of the worker would only read it back and mark it kept (five statements a mail
   * more, on every answer and comment whose author is notified).
   */
  async send(message: MailMessage, trx?: Knex.Transaction): Promise<void> {
    const ready = await this.transport.ready();
    await (trx ?? this.site())('mail_outbox').insert(this.row(message, ready ? 'pending' : 'stored', 'outbox', 0));
    const queued = ready ? () => this.kick() : () => this.logKept(message);
    if (ready) this.logger.debug({ to: message.to, subject: message.subject }, 'mail queued');
    if (trx && !trx.isCompleted()) trx.executionPromise.then(queued, () => undefined);
    else queued();
  }

  ready(): Promise<boolean> {
    return this.transport.ready();
  }

  async sendNow(message: MailMessage): Promise<void> {
    const transport = this.transport;
    if (!(await transport.ready())) {
      await this.site()('mail_outbox').insert(this.row(message, 'stored', 'outbox', 0));
      this.logKept(message);
      return;
    }
    // Claimed as it is written (due at the first retry, as a worker's claim): another process's
    // worker would otherwise find it pending and due, and send it a second time meanwhile.
    const claimed = { ...this.row(message, 'pending', transport.id, 1), next_attempt_at: this.clock.now() + MAIL_RETRY_DELAYS[0] };
    const id = await this.insertId(this.site(), 'mail_outbox', claimed);
    try {
      await transport.deliver(message);
      await this.finish(id, { status: 'sent', sent_at: this.clock.now() });
    } catch (err) {
      await this.finish(id, { status: 'failed', error: errorText(err) });
      throw err;
    }
  }

  /**
   * Runs every delivery due now, after any drain in progress; resolves to how many it handled.
   * A drain asked for while another waits to start joins that one: it has not read the queue
   * yet, so it will find the rows queued meanwhile (under load one round takes many mails,
   * instead of a round of reads per mail).
   */
  drain(): Promise<number> {
    if (this.waiting) return this.running;
    this.waiting = true;
    this.running = this.running.then(() => {
      this.waiting = false;
      return this.deliverDue();
    }).catch((err: unknown) => {
      this.logger.error({ err }, 'mail queue: delivery round failed');
      return 0;
    });
    return this.running;
  }

  /** Starts the worker: what is due now, then a look every few seconds for retries. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    // A CLI command that boots a kernel must still exit: the queue waits for the next server.
    this.timer.unref();
    void this.drain();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    await this.running;
    this.stopping = false;
  }

  /** Delivers soon when the worker runs; otherwise the next server start picks the row up. */
  private kick(): void {
    if (this.timer) void this.drain();
  }

  private async deliverDue(): Promise<number> {
    let handled = 0;
    while (!this.stopping && this.active()) {
      const db = this.db();
      if (!db) return handled;
      const now = this.clock.now();
      const due: OutboxRow[] = await db('mail_outbox').where({ status: 'pending' }).andWhere('next_attempt_at', '<=', now)
        .orderBy('id').limit(BATCH).select('id', 'to_address as to', 'subject', 'html', 'text', 'attempts');
      if (due.length === 0) return handled;
      const ready = (await this.transport.ready()) ? this.transport : undefined;
      if (!ready) {
        handled += await this.keep(db, due, now);
        continue;
      }
      for (const row of due) handled += (await this.attempt(db, row, ready, now)) ? 1 : 0;
    }
    return handled;
  }

  /**
   * Without a transport the due rows are kept as they are and their text is logged. Another
   * process may have taken a row since the read, so each row's UPDATE says whether this one
   * kept it, and only those are logged (MariaDB's UPDATE returns no rows); one commit a batch.
   */
  private async keep(db: Knex, rows: OutboxRow[], now: number): Promise<number> {
    const kept = await db.transaction(async (trx) => {
      const mine: OutboxRow[] = [];
      for (const row of rows) {
        const changed = await trx('mail_outbox').where({ id: row.id, status: 'pending' }).update({ status: 'stored', transport: 'outbox', updated_at: now });
        if (changed) mine.push(row);
      }
      return mine;
    });
    for (const row of kept) this.logKept(row);
    return kept.length;
  }

  private async attempt(db: Knex, row: OutboxRow, transport: MailTransport, now: number): Promise<boolean> {
    const message: MailMessage = { to: row.to, subject: row.subject, html: row.html, text: row.text };
    const attempts = row.attempts + 1;
    const retryAt = now + MAIL_RETRY_DELAYS[Math.min(attempts, MAIL_RETRY_DELAYS.length) - 1]!;
    const claimed = await db('mail_outbox').where({ id: row.id, status: 'pending', attempts: row.attempts })
      .update({ attempts, next_attempt_at: retryAt, transport: transport.id, updated_at: now });
    if (!claimed) return false;
    try {
      await transport.deliver(message);
      await this.finish(row.id, { status: 'sent', sent_at: this.clock.now(), error: '' });
    } catch (err) {
      const last = attempts >= MAIL_MAX_ATTEMPTS;
      await this.finish(row.id, { status: last ? 'failed' : 'pending', error: errorText(err) });
      this.logger.warn({ err, to: row.to, attempts, retry_at: last ? undefined : retryAt }, last ? 'mail delivery failed for good' : 'mail delivery failed; will retry');
    }
    return true;
  }

  private logKept(message: MailMessage): void {
    this.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail kept in the outbox: no SMTP host is set');
  }

  private async finish(id: number, change: { status: OutboxStatus; sent_at?: number; error?: string }): Promise<void> {
    await this.site()('mail_outbox').where({ id }).update({ ...change, updated_at: this.clock.now() });
  }

  private row(message: MailMessage, status: OutboxStatus, transport: string, attempts: number) {
    const now = this.clock.now();
    return {
      to_address: message.to, subject: message.subject, html: message.html, text: message.text,
      transport, status, error: '', attempts, next_attempt_at: now, sent_at: 0, created_at: now, updated_at: now,
    };
  }

  /** Mail waiting for delivery, every process's (the outbox metric). */
  async pendingCount(): Promise<number> {
    return Number((await this.site()('mail_outbox').where({ status: 'pending' }).count({ n: '*' }))[0]?.n ?? 0);
  }

  private site(): Knex {
    const db = this.db();
    if (!db) throw new Error('the site is not installed: no database yet');
    return db;
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
