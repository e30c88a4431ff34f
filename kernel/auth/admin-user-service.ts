import type { Knex } from 'knex';
import { ForbiddenError, InputError } from '../http/errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { SessionService } from './session-service.ts';
import type { UserRepository, UserRow } from './user-repository.ts';
import { statusName, type StatusName } from './account-state.ts';
import { MailStatus, Role, UserStatus, type RoleId } from './session-user.ts';
import { hashPassword } from './password-hasher.ts';
import { USERNAME_PATTERN, uniqueUsername } from './username.ts';

import type { SuspendDuration } from '../../schemas/api/admin-users.ts';

const DAY = 24 * 3600;
const SECONDS: Record<Exclude<SuspendDuration, 'forever'>, number> = {
  '24h': DAY, '48h': 2 * DAY, '72h': 3 * DAY, '7d': 7 * DAY, '14d': 14 * DAY,
  '1m': 30 * DAY, '2m': 60 * DAY, '3m': 90 * DAY, '6m': 180 * DAY, '1y': 365 * DAY,
};

/** Which status changes SPEC §4 refuses. */
const REFUSED: Partial<Record<StatusName, StatusName[]>> = {
  inactive: ['suspended', 'deleted'],
  suspended: ['inactive'],
};

/** Admin user management: status, role, new accounts and passwords. Every change revokes the user's tokens. */
export class AdminUserService {
  constructor(
    private readonly db: () => Knex,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  private async target(actorId: string, userId: string): Promise<UserRow> {
    if (actorId === String(userId)) throw new ForbiddenError('error.admin.cannot_modify_self');
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    return user;
  }

  async setStatus(actorId: string, input: { user_id: string; status: StatusName; suspend_duration?: SuspendDuration; reason?: string }): Promise<void> {
    const user = await this.target(actorId, input.user_id);
    const now = this.clock.now();
    const current = statusName(user, now);
    if (current === input.status) return;
    if (REFUSED[current]?.includes(input.status)) throw InputError.field('error.user.status_change_not_allowed', 'status');
    if (current === 'deleted') throw InputError.field('error.user.status_change_not_allowed', 'status');
    const changes: Partial<UserRow> = { status_reason: input.reason ?? '' };
    switch (input.status) {
      case 'normal':
        Object.assign(changes, { status: UserStatus.normal, mail_status: MailStatus.activated, suspended_until: 0 });
        break;
      case 'suspended': {
        const duration = input.suspend_duration ?? 'forever';
        Object.assign(changes, { status: UserStatus.suspended, suspended_at: now, suspended_until: duration === 'forever' ? 0 : now + SECONDS[duration] });
        break;
      }
      case 'deleted':
        Object.assign(changes, { status: UserStatus.deleted, deleted_at: now });
        break;
      case 'inactive':
        Object.assign(changes, { mail_status: MailStatus.pending });
        break;
    }
    await this.db().transaction(async (trx) => {
      await this.users.update(user.id, changes, now, trx);
      await this.sessions.revokeAll(user.id, undefined, trx);
      await this.events.emit('user.status_changed', { userId: String(user.id), status: input.status }, trx);
    });
  }

  async setRole(actorId: string, userId: string, roleId: number): Promise<void> {
    const user = await this.target(actorId, userId);
    if (user.role_id === roleId) return;
    const now = this.clock.now();
    await this.db().transaction(async (trx) => {
      await this.users.update(user.id, { role_id: roleId }, now, trx);
      await this.sessions.revokeAll(user.id, undefined, trx);
    });
  }

  /**
   * An activated account. The admin screen names only the display name (the username is made
   * from it); `quorum user create` also picks the username and the role.
   */
  async create(input: { display_name: string; email: string; password: string; username?: string; role_id?: RoleId }): Promise<number> {
    if (await this.users.emailTaken(input.email)) throw InputError.field('error.email.duplicate', 'email');
    let username: string;
    if (input.username === undefined) username = await uniqueUsername(input.display_name, (n) => this.users.usernameTaken(n));
    else if (!USERNAME_PATTERN.test(input.username)) throw InputError.field('error.user.username_invalid', 'username');
    else if (await this.users.usernameTaken(input.username)) throw InputError.field('error.user.username_duplicate', 'username');
    else username = input.username;
    return this.users.create(
      { username, e_mail: input.email.trim(), pass: await hashPassword(input.password), display_name: input.display_name.trim(), mail_status: MailStatus.activated, role_id: input.role_id ?? Role.user },
      this.clock.now(),
    );
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    const hash = await hashPassword(password);
    const now = this.clock.now();
    await this.db().transaction(async (trx) => {
      await this.users.update(user.id, { pass: hash }, now, trx);
      await this.sessions.revokeAll(user.id, undefined, trx);
    });
  }
}
