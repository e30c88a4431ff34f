import { LANGUAGES, renderMail, type Cache, type Language, type MailMessage, type PluginContext, type UserCard, type UserDirectory } from '../../../kernel/api.ts';
import type { NotificationSource } from '../../users/server/api.ts';
import type { MailTopic } from './mail-code-repository.ts';
import type { MailSubscriptions } from './mail-subscriptions.ts';

/** The site as a mail to one member names it, in that member's language. */
export interface MailSite {
  language: Language;
  name: string;
  url: string;
  /** `notifications.mail.<key>` in the member's language, with the site's name among the variables. */
  t(key: string, vars?: Record<string, unknown>): string;
}

export interface MemberMailContent {
  subject: string;
  paragraphs: string[];
  items?: { label: string; link: string }[];
  /** Site path of what the mail is about. */
  path: string;
  /** Why the member receives it (first line of the small print). */
  reason: string;
}

/** A cap on one kind of mail: at most `max` per member within `seconds` (a fixed window from the first). */
export interface MailCap {
  name: string;
  max: number;
  seconds: number;
}

/**
 * Writes one member's mail about something, if they want it: only activated members in good
 * standing who have the source on, within the kind's cap; in their language (else the site's),
 * with a link to the post, a link to their settings and the topic's unsubscribe link. The
 * caller queues it (NoticeWriter: in the transaction that settles the event), so a mail is
 * queued once however often its event is handled. A mail written and then not queued (another
 * process queued it) still counted towards the cap: the cap errs towards fewer mails.
 */
export class MemberMail {
  constructor(
    private readonly ctx: Pick<PluginContext, 'i18n' | 'settings' | 'logger'>,
    private readonly users: UserDirectory,
    private readonly subscriptions: MailSubscriptions,
    private readonly cache: Cache,
  ) {}

  /**
   * The mail, or undefined when the member is not mailed. Never throws: a mail that cannot be
   * written is logged, and whatever caused it goes on. `card`: the member's card when the
   * caller read it already (with others, in one read).
   */
  async write(userId: string, source: NotificationSource, cap: MailCap, compose: (site: MailSite) => MemberMailContent, card?: UserCard): Promise<MailMessage | undefined> {
    try {
      return await this.compose(userId, source, cap, compose, card);
    } catch (err) {
      this.ctx.logger.error({ err, userId, source }, 'member mail failed');
      return undefined;
    }
  }

  private async compose(userId: string, source: NotificationSource, cap: MailCap, compose: (site: MailSite) => MemberMailContent, known?: UserCard): Promise<MailMessage | undefined> {
    const [card, box] = await Promise.all([known ?? this.users.cards([userId]).then((m) => m.get(userId)), this.users.mailboxes([userId]).then((m) => m.get(userId))]);
    if (!card || card.status !== 'normal' || !box?.activated || !box.e_mail) return undefined;
    if (!(await this.subscriptions.wants(userId, source))) return undefined;
    if ((await this.cache.increment(`notifications:mail:${cap.name}:${userId}`, cap.seconds)) > cap.max) {
      this.ctx.logger.info({ userId, source, cap: cap.name }, 'member mail skipped: cap reached');
      return undefined;
    }
    const site = await this.site(box.language);
    const topic: MailTopic = source === 'inbox' ? 'inbox' : 'new_question';
    const unsubscribe = `${site.url}/users/unsubscribe?code=${encodeURIComponent(await this.subscriptions.codeOf(userId, topic))}`;
    const content = compose(site);
    const { html, text } = renderMail({
      language: site.language,
      siteName: site.name,
      siteUrl: site.url,
      paragraphs: content.paragraphs,
      items: content.items,
      action: { label: site.t('action'), link: site.url + content.path, hint: site.t('link_hint') },
      footer: [content.reason, site.t('unsubscribe', { link: unsubscribe }), site.t('settings', { link: `${site.url}/users/settings/notify` })],
    });
    return { to: box.e_mail, subject: content.subject, html, text };
  }

  private async site(memberLanguage: string): Promise<MailSite> {
    const general = await this.ctx.settings.get<{ name: string; site_url: string }>('general');
    const { language: siteLanguage } = await this.ctx.settings.get<{ language: string }>('interface');
    const known = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l);
    const language = known(memberLanguage) ? memberLanguage : known(siteLanguage) ? siteLanguage : 'en_US';
    const name = general.name;
    return { language, name, url: general.site_url.replace(/\/+$/, ''), t: (key, vars = {}) => this.ctx.i18n.t(language, `notifications.mail.${key}`, { site_name: name, ...vars }) };
  }
}
