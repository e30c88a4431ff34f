import type { Clock } from '../../../kernel/api.ts';
import type { NotificationPreferences, NotificationSource } from '../../users/server/api.ts';
import type { MailCodeRepository, MailTopic } from './mail-code-repository.ts';

/** The settings an unsubscribe link of each topic turns off (Answer's: a new-question mail stops both new-question sources). */
export const TOPIC_SOURCES: Record<MailTopic, readonly NotificationSource[]> = {
  inbox: ['inbox'],
  new_question: ['all_new_question', 'all_new_question_for_following_tags'],
};

const topicOf = (source: NotificationSource): MailTopic => (source === 'inbox' ? 'inbox' : 'new_question');

/**
 * Whether a member wants a kind of mail, and unsubscribing: one truth, the member's notification
 * settings (users plugin), so an unsubscribe link and the settings page undo each other. Without
 * the users plugin, inbox mail is on (Answer's default), nobody asked for new-question mail, and
 * an unsubscribe link is kept as an opt-out of its own.
 */
export class MailSubscriptions {
  constructor(
    private readonly codes: MailCodeRepository,
    private readonly preferences: () => NotificationPreferences | undefined,
    private readonly clock: Clock,
  ) {}

  /** Turns off what the code's mail was about; false for an unknown code. */
  async unsubscribe(code: string): Promise<boolean> {
    const owner = await this.codes.ownerOf(code);
    if (!owner) return false;
    const preferences = this.preferences();
    if (preferences) await preferences.set(owner.userId, TOPIC_SOURCES[owner.topic], false);
    else await this.codes.keepOptOut(owner.userId, owner.topic, this.clock.now());
    return true;
  }

  /** Whether `userId` wants mail from `source`; an opt-out kept aside moves into the settings first. */
  async wants(userId: string, source: NotificationSource): Promise<boolean> {
    const preferences = this.preferences();
    const topic = topicOf(source);
    if (await this.codes.hasOptOut(userId, topic)) {
      if (!preferences) return false;
      await preferences.set(userId, TOPIC_SOURCES[topic], false);
      await this.codes.dropOptOut(userId, topic);
      return false;
    }
    if (!preferences) return source === 'inbox';
    return (await preferences.wants([userId], source)).get(userId) ?? false;
  }

  /**
   * Who reads new questions, and why: followers among `tagFollowers` who asked for their tags'
   * new questions, then members who asked for every new question.
   */
  async newQuestionReaders(tagFollowers: readonly string[]): Promise<Map<string, Exclude<NotificationSource, 'inbox'>>> {
    const readers = new Map<string, Exclude<NotificationSource, 'inbox'>>();
    const preferences = this.preferences();
    if (!preferences) return readers;
    for (const [id, on] of await preferences.wants(tagFollowers, 'all_new_question_for_following_tags')) if (on) readers.set(id, 'all_new_question_for_following_tags');
    for (const id of await preferences.subscribers('all_new_question')) if (!readers.has(id)) readers.set(id, 'all_new_question');
    return readers;
  }

  codeOf(userId: string, topic: MailTopic): Promise<string> {
    return this.codes.codeOf(userId, topic, this.clock.now());
  }
}
