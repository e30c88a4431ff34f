import type { MailMessage, UserCard } from '../../../kernel/api.ts';
import type { MailCap, MemberMail } from './member-mail.ts';

/** The inbox notices that are also mailed (Answer mails answers, comments, replies and invitations; we add mentions). */
export type MailedAction = 'answer_the_question' | 'comment_question' | 'comment_answer' | 'reply_to_you' | 'mention_you' | 'invited_you_to_answer';

export const MAILED_ACTIONS: readonly string[] = ['answer_the_question', 'comment_question', 'comment_answer', 'reply_to_you', 'mention_you', 'invited_you_to_answer'] satisfies MailedAction[];

/** Why a member receives a notice mail, where it is not that they take part in the thread. */
const REASONS: Partial<Record<MailedAction, string>> = { invited_you_to_answer: 'reason_invited' };

/** At most this many notice mails per member per hour; the rest stay in the inbox only. */
export const NOTICE_MAILS_PER_HOUR = 20;
const CAP: MailCap = { name: 'inbox', max: NOTICE_MAILS_PER_HOUR, seconds: 3600 };

export interface MailedNotice {
  userId: string;
  action: MailedAction;
  actor: string;
  title: string;
  /** Site path of what the notice is about. */
  path: string;
  /** The member's card, read with the actor's. */
  card?: UserCard;
}

/** An inbox notice as a mail, for members who keep the `inbox` setting on (the default). */
export class NoticeMail {
  constructor(private readonly mail: MemberMail) {}

  /** The notice's mail, or undefined when its member is not mailed. */
  write(notice: MailedNotice): Promise<MailMessage | undefined> {
    return this.mail.write(notice.userId, 'inbox', CAP, (site) => {
      const vars = { actor: notice.actor, title: notice.title };
      return {
        subject: site.t(`${notice.action}.subject`, vars),
        paragraphs: [site.t(`${notice.action}.body`, vars)],
        path: notice.path,
        reason: site.t(REASONS[notice.action] ?? 'reason'),
      };
    }, notice.card);
  }
}
