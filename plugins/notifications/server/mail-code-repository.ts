import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** Codes kept in memory at most (about 100 bytes each); past it the memory starts again. */
const KNOWN_CODES = 10_000;

/** What a mail is about, each with its own unsubscribe link: inbox notices or new questions. */
export type MailTopic = 'inbox' | 'new_question';

/**
 * Each member's unsubscribe code per topic, made with their first mail of that topic and reused
 * by every later one, so any old mail's link still works. The code is the only secret: it names
 * its owner and topic, so the link works without signing in and for nobody else.
 *
 * Opt-outs live in the member's notification settings (users plugin); `notification_mail_optout`
 * keeps those made while no settings store was there (or before settings held them), until the
 * next mail moves them into the settings.
 */
export class MailCodeRepository {
  /**
   * Codes read or made lately, by member and topic. A code never changes once made (every old
   * mail's link relies on that), so a kept one is always right; a later mail reads nothing.
   */
  private readonly known = new Map<string, string>();

  constructor(private readonly db: () => Knex) {}

  async codeOf(userId: string, topic: MailTopic, now: number): Promise<string> {
    const key = `${userId}:${topic}`;
    const kept = this.known.get(key);
    if (kept) return kept;
    const code = await this.read(userId, topic, now);
    if (this.known.size >= KNOWN_CODES) this.known.clear();
    this.known.set(key, code);
    return code;
  }

  private async read(userId: string, topic: MailTopic, now: number): Promise<string> {
    const where = { user_id: Number(userId), topic };
    const row = await this.db()('notification_mail_code').where(where).first('code');
    if (row) return row.code as string;
    // Two mails at once may both try to create it: the unique key keeps the first.
    await this.db()('notification_mail_code').insert({ ...where, code: randomBytes(24).toString('base64url'), created_at: now }).onConflict(['user_id', 'topic']).ignore();
    const made = await this.db()('notification_mail_code').where(where).first('code');
    return made.code as string;
  }

  /** The member and topic a code belongs to, if any. */
  async ownerOf(code: string): Promise<{ userId: string; topic: MailTopic } | undefined> {
    const row = await this.db()('notification_mail_code').where({ code }).first('user_id', 'topic');
    return row ? { userId: String(row.user_id), topic: row.topic as MailTopic } : undefined;
  }

  async keepOptOut(userId: string, topic: MailTopic, now: number): Promise<void> {
    await this.db()('notification_mail_optout').insert({ user_id: Number(userId), topic, created_at: now }).onConflict(['user_id', 'topic']).ignore();
  }

  async hasOptOut(userId: string, topic: MailTopic): Promise<boolean> {
    return !!(await this.db()('notification_mail_optout').where({ user_id: Number(userId), topic }).first('user_id'));
  }

  async dropOptOut(userId: string, topic: MailTopic): Promise<void> {
    await this.db()('notification_mail_optout').where({ user_id: Number(userId), topic }).delete();
  }
}
