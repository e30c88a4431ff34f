import type { Knex } from 'knex';
import type { EventBus } from '../events/event-bus.ts';
import { MailStatus } from './session-user.ts';
import type { NewUser, UserRepository, UserRow } from './user-repository.ts';

/**
 * Writes to the `user` table that may activate an account, and the one place that says so: every
 * way an account becomes active (its own link, a confirmed new address, registration without
 * verification, the admin's add-user or setting a member to normal) emits `user.activated` inside
 * the write's transaction, so the reputation point asking needs can never be forgotten by a caller.
 */
export class AccountActivation {
  constructor(
    private readonly users: UserRepository,
    private readonly events: Pick<EventBus, 'emit'>,
  ) {}

  async create(user: NewUser, now: number, trx: Knex.Transaction): Promise<number> {
    const id = await this.users.create(user, now, trx);
    if (user.mail_status === MailStatus.activated) await this.events.emit('user.activated', { userId: String(id) }, trx);
    return id;
  }

  /** Emits only when the account was not active before the write (a confirmed address change of an active member earns nothing). */
  async update(id: number, fields: Partial<UserRow>, now: number, trx: Knex.Transaction): Promise<void> {
    const activates = fields.mail_status === MailStatus.activated && (await this.users.byId(id, trx))?.mail_status !== MailStatus.activated;
    await this.users.update(id, fields, now, trx);
    if (activates) await this.events.emit('user.activated', { userId: String(id) }, trx);
  }
}
