import type { DomainEvents, MailMessage, UserDirectory } from '../../../kernel/api.ts';
import type { Followers } from '../../follow/server/api.ts';
import type { PostDirectory } from '../../questions/server/api.ts';
import { noticePath } from '../schemas/notification.ts';
import type { MailSubscriptions } from './mail-subscriptions.ts';
import type { MailCap, MemberMail } from './member-mail.ts';

/**
 * At most this many new-question mails per member per day, both sources together. Like Answer
 * we send one mail per question, no digest; Answer caps "every new question" at 50 a week and
 * leaves followed tags uncapped. A day's window with one shared cap keeps a busy site from
 * flooding a reader of either kind while a quiet site's readers still hear of every question.
 */
export const NEW_QUESTION_MAILS_PER_DAY = 20;
const CAP: MailCap = { name: 'new_question', max: NEW_QUESTION_MAILS_PER_DAY, seconds: 24 * 3600 };

/**
 * Mails a new question to members who asked for every new question (`all_new_question`) and to
 * followers of its tags who asked for those (`all_new_question_for_following_tags`); never to
 * the asker, once per member. A member who has both on hears of it as a follower of the tag.
 * The mails are written here and queued by the caller, with the event's settling (NoticeWriter).
 */
export class NewQuestionMail {
  constructor(
    private readonly mail: MemberMail,
    private readonly subscriptions: MailSubscriptions,
    private readonly posts: () => PostDirectory,
    private readonly followers: () => Followers | undefined,
    private readonly users: UserDirectory,
    private readonly db: () => Parameters<PostDirectory['find']>[0],
  ) {}

  async questionCreated(e: DomainEvents['question.created']): Promise<MailMessage[]> {
    // The asker's request carries the question as it committed (`post`); read it otherwise
    // (and when the event is handled again after a crash: the journal keeps no body).
    const question = e.post ? { id: e.questionId, title: e.post.title, status: e.post.questionStatus } : await this.posts().find(this.db(), e.questionId);
    if (!question || question.status === 'deleted') return [];
    const readers = await this.subscriptions.newQuestionReaders((await this.followers()?.of(e.tagIds)) ?? []);
    readers.delete(e.authorId);
    if (readers.size === 0) return [];
    const asker = (await this.users.cards([e.authorId])).get(e.authorId)?.display_name ?? '';
    const path = noticePath({ object_type: 'question', object_id: question.id, object_map: { question: question.id } });
    const mails: MailMessage[] = [];
    for (const [userId, source] of readers) {
      const byTag = source === 'all_new_question_for_following_tags';
      const mail = await this.mail.write(userId, source, CAP, (site) => ({
        subject: site.t('new_question.subject', { title: question.title }),
        paragraphs: [site.t('new_question.body', { actor: asker, title: question.title })],
        path,
        reason: site.t(byTag ? 'new_question.reason_tag' : 'new_question.reason_all'),
      }));
      if (mail) mails.push(mail);
    }
    return mails;
  }
}
