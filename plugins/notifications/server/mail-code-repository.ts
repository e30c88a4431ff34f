import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Each member's unsubscribe code, made with their first notice mail and reused by every later
 * one, so any old mail's link still works; and whether they used it. The code is the only
 * secret: it names its owner, so the link works without signing in and for nobody else.
 */
export class MailCodeRepository {
  constructor(private readonly db: () => Knex) {}

  async codeOf(userId: string, now: number): Promise<string> {
    const row = await this.db()('notification_mail').where({ user_id: Number(userId) }).first('code');
    if (row) return row.code as string;
    const code = randomBytes(24).toString('base64url');
    // Two notices at once may both try to create it: the unique key keeps the first.
    await this.db()('notification_mail').insert({ user_id: Number(userId), code, unsubscribed: false, updated_at: now }).onConflict('user_id').ignore();
    const made = await this.db()('notification_mail').where({ user_id: Number(userId) }).first('code');
    return made.code as string;
  }

  /** The member a code belongs to, if any. */
  async ownerOf(code: string): Promise<string | undefined> {
    const row = await this.db()('notification_mail').where({ code }).first('user_id');
    return row ? String(row.user_id) : undefined;
  }

  async unsubscribe(userId: string, now: number): Promise<void> {
    await this.db()('notification_mail').where({ user_id: Number(userId) }).update({ unsubscribed: true, updated_at: now });
  }

  async isUnsubscribed(userId: string): Promise<boolean> {
    const row = await this.db()('notification_mail').where({ user_id: Number(userId) }).first('unsubscribed');
    return !!row && Boolean(Number(row.unsubscribed));
  }
}
