import { InputError, renderMail, type Language, type PluginContext } from '../../../kernel/api.ts';
import { classifySmtpError } from './smtp-failure.ts';
import type { SmtpSettings } from './api.ts';

/**
 * The admin's "send a test mail": composed in the admin's language and sent at once, past the
 * queue, so the answer says whether the saved settings work. A failure becomes a 400 naming
 * the cause (refused login, unreachable host, TLS…), never a 500.
 */
export async function sendTestMail(ctx: PluginContext, settings: SmtpSettings, to: string, language: Language): Promise<void> {
  const t = (key: string, vars: Record<string, unknown> = {}) => ctx.i18n.t(language, key, vars);
  if (!settings.smtp_host.trim()) throw InputError.field('error.mail_smtp.no_host', 'smtp_host');
  const general = await ctx.settings.get<{ name: string; site_url: string }>('general');
  const vars = { site_name: general.name, site_url: general.site_url };
  const { html, text } = renderMail({
    language,
    siteName: general.name,
    siteUrl: general.site_url,
    paragraphs: [t('mail.test.body', vars)],
    footer: [t('mail.layout.footer', vars)],
  });
  try {
    await ctx.mailer.sendNow({ to, subject: t('mail.test.subject', vars), html, text });
  } catch (err) {
    const failure = classifySmtpError(err);
    ctx.logger.warn({ err, failure, host: settings.smtp_host, port: settings.smtp_port }, 'test mail failed');
    const detail = (err as Error).message ?? String(err);
    const reason = t(`mail_smtp.failure.${failure}`, { host: settings.smtp_host, port: settings.smtp_port, detail });
    // A field error, so the admin form shows the cause under the test recipient it was sent to.
    throw InputError.fields('error.mail_smtp.test_failed', [
      { error_field: 'test_email_recipient', error_msg: `error.mail_smtp.test_failed|${JSON.stringify({ reason })}` },
    ]);
  }
}
