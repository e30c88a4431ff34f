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
}
/** One provider at a time; a second mail plugin is refused. */
export const MailerPoint = defineExtensionPoint<Mailer, 'one'>('kernel.mailer', { owner: 'kernel', cardinality: 'one', members: ['send', 'sendNow'] });

/** How a `mail` plugin's mail leaves the site; the admin dashboard asks whether it is ready. */
export interface MailTransport {
  readonly id: string;
  /** False while the transport lacks the settings it needs (mail then stays where it is). */
  ready(): Promise<boolean>;
  deliver(message: MailMessage): Promise<void>;
}
export const MailTransportPoint = defineExtensionPoint<MailTransport, 'one'>('kernel.mail-transport', { owner: 'kernel', cardinality: 'one', members: ['ready', 'deliver'] });

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

  private log(message: MailMessage): void {
    this.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'mail not sent: no mail plugin is enabled');
  }
}
