import type { Mailer } from '../ports/mailer.ts';
import type { Translator, Language } from '../i18n/translator.ts';
import { isLanguage, DEFAULT_LANGUAGE } from '../i18n/translator.ts';
import type { GeneralSettings, SettingsService } from '../settings/settings-service.ts';
import { renderMail, type MailContent } from './mail-layout.ts';

export type AccountMailKind = 'activation' | 'password_reset' | 'email_change';
export type NoticeKind = 'new_answer' | 'new_comment' | 'new_question' | 'invited_to_answer';

/** One notification as a mail tells it; `path` is the site path of what it is about. */
export interface MailNotice {
  kind: NoticeKind;
  actor: string;
  title: string;
  /** The answer's or comment's opening words, quoted in a single notice. */
  excerpt?: string;
  path: string;
}

// Answer's paths, so links from mail sent before a move to Quorum keep working.
const PATHS: Record<AccountMailKind, string> = {
  activation: '/users/account-activation',
  password_reset: '/users/password-reset',
  email_change: '/users/confirm-new-email',
};
const NOTIFICATION_SETTINGS = '/users/settings/notify';
const NOTIFICATIONS = '/users/notifications/inbox';

/**
 * Composes the site's mail (account links, notification notices, digests) in the recipient's
 * language, falling back to the site's, with links built from the site URL, and queues it.
 * Call it after the transaction that caused the mail: it reads settings outside any transaction.
 */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly translator: Translator,
    private readonly settings: SettingsService,
  ) {}

  async send(kind: AccountMailKind, to: string, code: string, userLanguage: string): Promise<void> {
    const site = await this.site(userLanguage);
    const link = `${site.url}${PATHS[kind]}?code=${encodeURIComponent(code)}`;
    await this.queue(to, site, `mail.${kind}.subject`, {
      paragraphs: [site.t(`mail.${kind}.body`)],
      action: { label: site.t(`mail.${kind}.action`), link, hint: site.t('mail.layout.link_hint') },
    });
  }

  /** A single notification (a new answer, comment, question in a followed tag, an invitation). */
  async notice(to: string, userLanguage: string, notice: MailNotice): Promise<void> {
    const site = await this.site(userLanguage);
    const vars = { actor: notice.actor, title: notice.title };
    await this.queue(to, site, `mail.notice.${notice.kind}.subject`, {
      paragraphs: [site.t(`mail.notice.${notice.kind}.body`, vars)],
      quote: notice.excerpt,
      action: { label: site.t('mail.notice.action'), link: site.url + notice.path, hint: site.t('mail.layout.link_hint') },
      footer: [site.t('mail.layout.notification_settings', { link: site.url + NOTIFICATION_SETTINGS })],
    }, vars);
  }

  /** Several notifications in one mail, each a line linking to what it is about. */
  async digest(to: string, userLanguage: string, notices: MailNotice[]): Promise<void> {
    if (notices.length === 0) return;
    const site = await this.site(userLanguage);
    await this.queue(to, site, 'mail.digest.subject', {
      paragraphs: [site.t('mail.digest.intro')],
      items: notices.map((n) => ({ label: site.t(`mail.notice.${n.kind}.item`, { actor: n.actor, title: n.title }), link: site.url + n.path })),
      action: { label: site.t('mail.digest.action'), link: site.url + NOTIFICATIONS, hint: site.t('mail.layout.link_hint') },
      footer: [site.t('mail.layout.notification_settings', { link: site.url + NOTIFICATION_SETTINGS })],
    }, { count: notices.length });
  }

  private async site(userLanguage: string) {
    const general = await this.settings.get<GeneralSettings>('general');
    const { language: siteLanguage } = await this.settings.get<{ language: string }>('interface');
    const language: Language = isLanguage(userLanguage) ? userLanguage : isLanguage(siteLanguage) ? siteLanguage : DEFAULT_LANGUAGE;
    const url = general.site_url.replace(/\/+$/, '');
    const base = { site_name: general.name, site_url: url };
    return { language, name: general.name, url, t: (key: string, vars: Record<string, unknown> = {}) => this.translator.t(language, key, { ...base, ...vars }) };
  }

  private async queue(
    to: string,
    site: Awaited<ReturnType<AccountMail['site']>>,
    subjectKey: string,
    content: Pick<MailContent, 'paragraphs' | 'quote' | 'items' | 'action'> & { footer?: string[] },
    subjectVars: Record<string, unknown> = {},
  ): Promise<void> {
    const { html, text } = renderMail({
      ...content,
      language: site.language,
      siteName: site.name,
      siteUrl: site.url,
      footer: [site.t('mail.layout.footer'), ...(content.footer ?? [])],
    });
    await this.mailer.send({ to, subject: site.t(subjectKey, subjectVars), html, text });
  }
}
