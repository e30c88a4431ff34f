import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ForbiddenError, type Clock } from '../../../kernel/api.ts';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;

export type EmailCodeAction = 'activate' | 'password_reset' | 'email_change' | 'unsubscribe';

export interface EmailCode<P = Record<string, unknown>> {
  userId: number;
  payload: P;
}

/**
 * One-time codes carried by e-mailed links. A code works once, for 10 minutes, and only
 * while it is the newest code of its user and action (a resent mail voids the older link).
 */
export class EmailCodeService {
  constructor(
    private readonly db: () => Knex,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number, action: EmailCodeAction, payload: Record<string, unknown> = {}, ttl = EMAIL_CODE_TTL_SECONDS): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    // Issuing voids every earlier unused code of the same kind: only the newest link works.
    await this.db()('email_code').where({ user_id: userId, action, used_at: 0 }).update({ used_at: -1 });
    await this.db()('email_code').insert({
      code,
      user_id: userId,
      action,
      payload: JSON.stringify(payload),
      created_at: now,
      expires_at: now + ttl,
    });
    return code;
  }

  /** Whether `code` would still be taken by `consume` (a link's page says so before the form). */
  async isLive(code: string, action: EmailCodeAction): Promise<boolean> {
    const row = await this.db()('email_code').where({ code, action }).first('used_at', 'expires_at');
    return Boolean(row) && Number(row.used_at) === 0 && Number(row.expires_at) > this.clock.now();
  }

  /** Uses up a code; a wrong, used, expired or superseded code is 403 `url_expired`. */
  async consume<P = Record<string, unknown>>(code: string, action: EmailCodeAction): Promise<EmailCode<P>> {
    const expired = ForbiddenError.typed('error.email.verify_url_expired', 'url_expired');
    return this.db().transaction(async (trx) => {
      const row = await trx('email_code').where({ code, action }).first();
      if (!row || Number(row.used_at) !== 0 || Number(row.expires_at) <= this.clock.now()) throw expired;
      const used = await trx('email_code').where({ code, used_at: 0 }).update({ used_at: this.clock.now() });
      if (used !== 1) throw expired;
      return { userId: Number(row.user_id), payload: JSON.parse(row.payload) as P };
    });
  }
}
