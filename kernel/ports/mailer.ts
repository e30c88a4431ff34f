import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends mail. Every message is also kept in the `mail_outbox` table, so a self-hoster
 * without SMTP (and every test) can read the links it carried.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A transport a `mail` plugin contributes (SMTP); without one, mail stays in the outbox. */
export interface MailTransport {
  readonly id: string;
  /** False while the transport lacks the settings it needs; mail then stays in the outbox. */
  ready(): Promise<boolean>;
  deliver(message: MailMessage): Promise<void>;
}
/** A `mail` plugin provides the transport (one at a time); without one, mail stays in the outbox. */
export const MailTransportPoint = defineExtensionPoint<MailTransport, 'one'>('kernel.mail-transport', { owner: 'kernel', cardinality: 'one', members: ['ready', 'deliver'] });

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: () => Knex,
    private readonly logger: Logger,
    private readonly clock: Clock,
    /** The enabled `mail` plugin's transport, looked up per message. */
    private readonly transport: () => MailTransport | undefined,
  ) {}

  async send(message: MailMessage): Promise<void> {
    let transport = 'outbox';
    let status = 'stored';
    let error = '';
    const active = this.transport();
    if (active && (await active.ready())) {
      transport = active.id;
      try {
        await active.deliver(message);
        status = 'sent';
      } catch (err) {
        status = 'failed';
        error = (err as Error).message.slice(0, 500);
        this.logger.warn({ err, to: message.to }, 'mail delivery failed; kept in the outbox');
      }
    }
    await this.db()('mail_outbox').insert({
      to_address: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      transport,
      status,
      error,
      created_at: this.clock.now(),
    });
    this.logger.info({ to: message.to, subject: message.subject, transport, status, text: message.text }, 'mail');
  }
}
