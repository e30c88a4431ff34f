import type { Mailer } from '../ports/mailer.ts';
import type { Translator, Language } from '../i18n/translator.ts';
import { isLanguage, DEFAULT_LANGUAGE } from '../i18n/translator.ts';
import { escapeHtml } from '../ports/renderer.ts';
import type { GeneralSettings, SettingsService } from '../settings/settings-service.ts';

export type AccountMailKind = 'activation' | 'password_reset' | 'email_change' | 'test';

const PATHS: Record<AccountMailKind, string> = {
  activation: '/users/account-activation',
  password_reset: '/users/password-reset',
  email_change: '/users/confirm-new-email',
  test: '/',
};

/** Composes the account e-mails (activation, password reset, e-mail change) in the reader's language. */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly translator: Translator,
    private readonly settings: SettingsService,
  ) {}

  async send(kind: AccountMailKind, to: string, code: string, userLanguage: string): Promise<void> {
    const general = await this.settings.get<GeneralSettings>('general');
    const site = await this.settings.get<{ language: string }>('interface');
    const language: Language = isLanguage(userLanguage) ? userLanguage : isLanguage(site.language) ? site.language : DEFAULT_LANGUAGE;
    const link = kind === 'test' ? general.site_url : `${general.site_url.replace(/\/+$/, '')}${PATHS[kind]}?code=${encodeURIComponent(code)}`;
    const vars = { site_name: general.name, link };
    const subject = this.translator.t(language, `mail.${kind}.subject`, vars);
    const text = this.translator.t(language, `mail.${kind}.body`, vars);
    const html = `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` + (kind === 'test' ? '' : `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
    await this.mailer.send({ to, subject, html, text: kind === 'test' ? text : `${text}\n\n${link}` });
  }
}
