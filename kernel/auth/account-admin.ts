import type { Knex } from 'knex';
import { InputError } from '../http/errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { AccountActivation } from './account-activation.ts';
import type { SessionService } from './session-service.ts';
import type { UserRepository, UserRow } from './user-repository.ts';
import { MailStatus, Role, type RoleId } from './session-user.ts';
import { hashPassword } from './password-hasher.ts';
import { USERNAME_PATTERN, uniqueUsername } from './username.ts';

/** The identity columns an admin changes (role, status and its dates); the rest is the member's own. */
export type AccountChanges = Partial<Pick<UserRow, 'role_id' | 'status' | 'mail_status' | 'status_reason' | 'suspended_at' | 'suspended_until' | 'deleted_at'>>;

/**
 * Account changes made from above, by the admin plugin's screens and by `quorum user …`: new
 * activated accounts, passwords, role and status. Every change ends the user's sessions, so a
 * revoked role or a suspension takes effect on the next request.
 */
export class AccountAdmin {
  constructor(
    private readonly db: () => Knex,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly activation: AccountActivation,
  ) {}

  /**
   * An activated account. The admin screen names only the display name (the username is made
   * from it); `quorum user create` also picks the username and the role. Made active, so it earns
   * the reputation point asking needs (AccountActivation; Answer starts such accounts at 1 too).
   */
  async create(input: { display_name: string; email: string; password: string; username?: string; role_id?: RoleId }): Promise<number> {
    if (await this.users.emailTaken(input.email)) throw InputError.field('error.email.duplicate', 'email');
    let username: string;
    if (input.username === undefined) username = await uniqueUsername(input.display_name, (n) => this.users.usernameTaken(n));
    else if (!USERNAME_PATTERN.test(input.username)) throw InputError.field('error.user.username_invalid', 'username');
    else if (await this.users.usernameTaken(input.username)) throw InputError.field('error.user.username_duplicate', 'username');
    else username = input.username;
    const pass = await hashPassword(input.password);
    return this.db().transaction((trx) =>
      this.activation.create(
        { username, e_mail: input.email.trim(), pass, display_name: input.display_name.trim(), mail_status: MailStatus.activated, role_id: input.role_id ?? Role.user },
        this.clock.now(),
        trx,
      ),
    );
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    await this.change(user.id, { pass: await hashPassword(password) });
  }

  /**
   * Writes the changes and ends every session of the user in one transaction; `within` runs in
   * that transaction too (the admin plugin emits `user.status_changed` there).
   */
  async change(userId: string | number, changes: AccountChanges | { pass: string }, within?: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
    const id = Number(userId);
    await this.db().transaction(async (trx) => {
      await this.activation.update(id, changes, this.clock.now(), trx);
      await this.sessions.revokeAll(id, undefined, trx);
      await within?.(trx);
    });
  }
}
