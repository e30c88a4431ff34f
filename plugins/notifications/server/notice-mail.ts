import { LANGUAGES, renderMail, type Cache, type Clock, type Language, type PluginContext, type UserDirectory } from '../../../kernel/api.ts';
import type { NotificationPreferences } from '../../users/server/api.ts';
import type { MailCodeRepository } from './mail-code-repository.ts';

/** The inbox notices that are also mailed (Answer mails answers, comments and replies; we add mentions). */
export type MailedAction = 'answer_the_question' | 'comment_question' | 'comment_answer' | 'reply_to_you' | 'mention_you';

export const MAILED_ACTIONS: readonly string[] = ['answer_the_question', 'comment_question', 'comment_answer', 'reply_to_you', 'mention_you'] satisfies MailedAction[];

/** At most this many notice mails per member per hour; the rest stay in the inbox only. */
export const NOTICE_MAILS_PER_HOUR = 20;

export interface MailedNotice {
  userId: string;
  action: MailedAction;
  actor: string;
  title: string;
  /** Site path of what the notice is about. */
  path: string;
}

/**
 * Writes a notice mail in the recipient's language with a link to the post and an unsubscribe
 * link, and queues it; skips members who are not active, who turned inbox mail off in their
 * settings or with an unsubscribe link, or who already had their hour's share.
 */
export class NoticeMail {
  constructor(
    private readonly ctx: Pick<PluginContext, 'mailer' | 'i18n' | 'settings' | 'logger'>,
    private readonly users: UserDirectory,
    private readonly codes: MailCodeRepository,
    /** The users plugin's settings (`user/notification/config`); without it inbox mail is on (Answer's default). */
    private readonly preferences: () => NotificationPreferences | undefined,
    private readonly cache: Cache,
    private readonly clock: Clock,
  ) {}

  /** Never throws: a mail that cannot be written is logged, and the notice still lands in the inbox. */
  async send(notice: MailedNotice): Promise<void> {
    try {
      await this.compose(notice);
    } catch (err) {
      this.ctx.logger.error({ err, userId: notice.userId, action: notice.action }, 'notice mail failed');
    }
  }

  private async compose(notice: MailedNotice): Promise<void> {
    const [card, box] = await Promise.all([this.users.cards([notice.userId]).then((m) => m.get(notice.userId)), this.users.mailboxes([notice.userId]).then((m) => m.get(notice.userId))]);
    if (!card || card.status !== 'normal' || !box?.activated || !box.e_mail) return;
    if (!(await this.wantsInboxMail(notice.userId))) return;
    const sent = await this.cache.increment(`notifications:mail:${notice.userId}`, 3600);
    if (sent > NOTICE_MAILS_PER_HOUR) {
      this.ctx.logger.info({ userId: notice.userId, action: notice.action }, 'notice mail skipped: hourly limit reached');
      return;
    }
    const site = await this.site(box.language);
    const code = await this.codes.codeOf(notice.userId, this.clock.now());
    const vars = { actor: notice.actor, title: notice.title, site_name: site.name };
    const t = (key: string, extra: Record<string, unknown> = {}) => this.ctx.i18n.t(site.language, `notifications.mail.${key}`, { ...vars, ...extra });
    const unsubscribe = `${site.url}/users/unsubscribe?code=${encodeURIComponent(code)}`;
    const { html, text } = renderMail({
      language: site.language,
      siteName: site.name,
      siteUrl: site.url,
      paragraphs: [t(`${notice.action}.body`)],
      action: { label: t('action'), link: site.url + notice.path, hint: t('link_hint') },
      footer: [t('reason'), t('unsubscribe', { link: unsubscribe }), t('settings', { link: `${site.url}/users/settings/notify` })],
    });
    await this.ctx.mailer.send({ to: box.e_mail, subject: t(`${notice.action}.subject`), html, text });
  }

  /** The member's inbox setting, and no unsubscribe link used since. */
  private async wantsInboxMail(userId: string): Promise<boolean> {
    if (await this.codes.isUnsubscribed(userId)) return false;
    const chosen = await this.preferences()?.wants([userId], 'inbox');
    return chosen?.get(userId) ?? true;
  }

  private async site(memberLanguage: string): Promise<{ language: Language; name: string; url: string }> {
    const general = await this.ctx.settings.get<{ name: string; site_url: string }>('general');
    const { language: siteLanguage } = await this.ctx.settings.get<{ language: string }>('interface');
    const known = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l);
    const language = known(memberLanguage) ? memberLanguage : known(siteLanguage) ? siteLanguage : 'en_US';
    return { language, name: general.name, url: general.site_url.replace(/\/+$/, '') };
  }
}
