import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Language } from '../i18n/translator.ts';
import { defineExtensionPoint } from '../plugins/extension-points.ts';
import { escapeHtml } from './renderer.ts';

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

/** What one mail says, before it becomes the HTML part and the plain-text part. */
export interface MailContent {
  language: Language;
  siteName: string;
  siteUrl: string;
  /** Paragraphs; a '\n' inside one is a line break. */
  paragraphs: string[];
  /** Quoted text (an answer's or a comment's excerpt). */
  quote?: string;
  /** Linked lines (a digest's notifications). */
  items?: { label: string; link: string }[];
  /** The one thing to do, shown as a button with the bare link under it. */
  action?: { label: string; link: string; hint: string };
  /** Small print at the bottom. */
  footer: string[];
}

const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');
const P = 'margin:0 0 16px;line-height:1.5';

/**
 * One look for every mail, whoever sends it (account mail, notices, the test mail): inline
 * styles only (mail clients drop style sheets), and a text part with the same words and the
 * bare links, for clients that show no HTML. Its texts are the kernel's `mail.layout.*`, so a
 * sender needs no other plugin for them.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { action, items = [], quote } = content;
  const html = [
    `<!doctype html><html lang="${content.language.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(content.siteName)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<p style="${P};font-size:18px;font-weight:600"><a href="${escapeHtml(content.siteUrl)}" style="color:#212529;text-decoration:none">${escapeHtml(content.siteName)}</a></p>`,
    ...content.paragraphs.map((p) => `<p style="${P}">${lines(p)}</p>`),
    quote ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #dee2e6;color:#495057">${lines(quote)}</blockquote>` : '',
    items.length ? `<ul style="${P};padding-left:20px">${items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.label)}</a></li>`).join('')}</ul>` : '',
    action
      ? `<p style="${P}"><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#0033ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        `<p style="${P};font-size:13px;color:#6c757d">${escapeHtml(action.hint)}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.link)}</a></p>`
      : '',
    `<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 16px">`,
    ...content.footer.map((f) => `<p style="margin:0 0 4px;font-size:12px;color:#6c757d">${escapeHtml(f)}</p>`),
    '</div></body></html>',
  ].join('');
  const text = [
    ...content.paragraphs,
    ...(quote ? [quote.split('\n').map((l) => `> ${l}`).join('\n')] : []),
    ...(items.length ? [items.map((i) => `- ${i.label}\n  ${i.link}`).join('\n')] : []),
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ['--', ...content.footer].join('\n'),
  ].join('\n\n');
  return { html, text };
}
