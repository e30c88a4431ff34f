import { DEFAULT_LANGUAGE, isLanguage, renderMail, type Language, type MailContent, type Mailer, type PluginContext } from '../../../kernel/api.ts';
import type { GeneralSettings } from '../../../schemas/settings/general.ts';

export type AccountMailKind = 'activation' | 'password_reset' | 'email_change';

// Answer's paths, so links from mail sent before a move to Quorum keep working.
const PATHS: Record<AccountMailKind, string> = {
  activation: '/users/account-activation',
  password_reset: '/users/password-reset',
  email_change: '/users/confirm-new-email',
};

/**
 * Composes the account mail (activation, password reset, e-mail change) in the recipient's
 * language, falling back to the site's, with links built from the site URL, and queues it.
 * Call it after the transaction that caused the mail: it reads settings outside any transaction.
 */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly translator: PluginContext['i18n'],
    private readonly settings: PluginContext['settings'],
  ) {}

  /** The link a mail of `kind` carries, for an admin to hand over by other means. */
  async link(kind: AccountMailKind, code: string): Promise<string> {
    const general = await this.settings.get<GeneralSettings>('general');
    return `${general.site_url.replace(/\/+$/, '')}${PATHS[kind]}?code=${encodeURIComponent(code)}`;
  }

  async send(kind: AccountMailKind, to: string, code: string, userLanguage: string): Promise<void> {
    const site = await this.site(userLanguage);
    const link = `${site.url}${PATHS[kind]}?code=${encodeURIComponent(code)}`;
    await this.queue(to, site, `mail.${kind}.subject`, {
      paragraphs: [site.t(`mail.${kind}.body`)],
      action: { label: site.t(`mail.${kind}.action`), link, hint: site.t('mail.layout.link_hint') },
    });
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
