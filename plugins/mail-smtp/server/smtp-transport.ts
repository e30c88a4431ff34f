import type { MailMessage } from '../../../kernel/api.ts';
import type { MailTransport } from './outbox-mailer.ts';
import type { SmtpPluginConfig, SmtpSettings } from './api.ts';

// Bounds on a mail server that accepts the connection and then stalls: the queue retries later.
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * The outbox's mail transport over SMTP. Settings are read per message, so a saved change
 * applies to the next mail; one connection per message keeps nothing open between them.
 */
export class SmtpTransport implements MailTransport {
  readonly id = 'smtp';

  constructor(
    private readonly settings: () => Promise<SmtpSettings>,
    private readonly config: () => Promise<Partial<SmtpPluginConfig>>,
  ) {}

  async ready(): Promise<boolean> {
    return (await this.settings()).smtp_host.trim() !== '';
  }

  async deliver(message: MailMessage): Promise<void> {
    const s = await this.settings();
    const ca = (await this.config()).tls_ca?.trim();
    // Imported with the first mail, not at boot: ~2.7 MB of live heap in every process of a site
    // that sends none (no SMTP host yet) or seldom (docs/perf.md, 2026-11-29 14:03 UTC). Node keeps it once loaded.
    const { default: nodemailer } = await import('nodemailer');
    const transporter = nodemailer.createTransport({
      host: s.smtp_host.trim(),
      port: s.smtp_port,
      secure: s.encryption === 'SSL',
      requireTLS: s.encryption === 'TLS',
      // "None" means none: no opportunistic STARTTLS whose certificate check could fail.
      ignoreTLS: s.encryption === '',
      auth: s.smtp_authentication ? { user: s.smtp_username, pass: s.smtp_password } : undefined,
      tls: ca ? { ca } : undefined,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    try {
      await transporter.sendMail({
        from: { name: s.from_name, address: s.from_email },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } finally {
      transporter.close();
    }
  }
}
