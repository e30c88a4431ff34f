import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * What the account flows and plugins call to send mail (`ctx.mailer`). A `mail` plugin provides
 * it (mail-smtp: a persistent queue delivered over SMTP); without one, each message is logged,
 * so a self-hoster can still read the links it carried.
 */
export interface Mailer {
  /**
   * Queues a message, inside `trx` when given (a rollback drops it; delivery waits for the
   * commit). Never waits for a mail server.
   */
  send(message: MailMessage, trx?: Knex.Transaction): Promise<void>;
  /** Delivers at once, past any queue (the admin's test mail); throws the transport's error. */
  sendNow(message: MailMessage): Promise<void>;
  /** Whether mail leaves the site now (false while the transport lacks its settings); the admin dashboard shows it. */
  ready(): Promise<boolean>;
}
/** One provider at a time; a second mail plugin is refused. */
export const MailerPoint = defineExtensionPoint<Mailer, 'one'>('kernel.mailer', { owner: 'kernel', cardinality: 'one', members: ['send', 'sendNow', 'ready'] });

/** The kernel's `Mailer`: the enabled mail plugin's, else the log (after the commit, like a queue). */
export class SiteMailer implements Mailer {
  constructor(
    private readonly provider: () => Mailer | undefined,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage, trx?: Knex.Transaction): Promise<void> {
    const provider = this.provider();
    if (provider) return provider.send(message, trx);
    if (trx && !trx.isCompleted()) trx.executionPromise.then(() => this.log(message), () => undefined);
    else this.log(message);
  }

  async sendNow(message: MailMessage): Promise<void> {
    const provider = this.provider();
    if (provider) return provider.sendNow(message);
    this.log(message);
  }

  async ready(): Promise<boolean> {
    return (await this.provider()?.ready()) ?? false;
  }

  private log(message: MailMessage): void {
    this.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail not sent: no mail plugin is enabled');
  }
}
