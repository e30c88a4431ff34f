import { isLanguage, renderMail, type Language, type PluginContext } from '../../../kernel/api.ts';
import type { EndpointRow } from './endpoint-repository.ts';
import { originOf } from './target-url.ts';

/**
 * Tells every admin, by mail in their language, that an endpoint was turned off after failing
 * through the whole window. The mail names where it went (its origin, never the path, which may
 * hold a chat service's key) and links to the screen where it is turned back on; the screen
 * itself marks the endpoint the same way.
 */
export async function mailAdminsTurnedOff(ctx: PluginContext, endpoint: EndpointRow, failingSince: number): Promise<void> {
  const admins = await ctx.users.admins();
  const boxes = await ctx.users.mailboxes(admins.map((a) => a.id));
  const general = await ctx.settings.get<{ name: string; site_url: string }>('general');
  const { language: siteLanguage } = await ctx.settings.get<{ language: string }>('interface');
  const siteUrl = general.site_url.replace(/\/+$/, '');
  for (const admin of admins) {
    const box = boxes.get(admin.id);
    if (!box?.e_mail) continue;
    const language: Language = isLanguage(box.language) ? box.language : isLanguage(siteLanguage) ? siteLanguage : 'en_US';
    const vars = { site_name: general.name, site_url: siteUrl, target: originOf(endpoint.url), since: new Date(failingSince * 1000).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' };
    const t = (key: string) => ctx.i18n.t(language, `webhooks.turned_off.${key}`, vars);
    const link = `${siteUrl}/admin/webhooks`;
    const { html, text } = renderMail({
      language, siteName: general.name, siteUrl,
      paragraphs: [t('body')],
      action: { label: t('action'), link, hint: ctx.i18n.t(language, 'mail.layout.link_hint') },
      footer: [ctx.i18n.t(language, 'mail.layout.footer', vars)],
    });
    await ctx.mailer.send({ to: box.e_mail, subject: t('subject'), html, text });
  }
}
