import { ForbiddenError, InputError, MailStatus, UserStatus, statusName, type AccountAdmin, type AccountChanges, type PluginContext } from '../../../kernel/api.ts';
import type { SuspendDuration, UserStatusBody } from '../../../schemas/api/admin-users.ts';
import type { AdminUserRow, AdminUserRepository } from './admin-user-repository.ts';

type StatusName = UserStatusBody['status'];

const DAY = 24 * 3600;
const SECONDS: Record<Exclude<SuspendDuration, 'forever'>, number> = {
  '24h': DAY, '48h': 2 * DAY, '72h': 3 * DAY, '7d': 7 * DAY, '14d': 14 * DAY,
  '1m': 30 * DAY, '2m': 60 * DAY, '3m': 90 * DAY, '6m': 180 * DAY, '1y': 365 * DAY,
};

/** Which status changes SPEC §4 refuses; a deleted account stays deleted. */
const REFUSED: Partial<Record<StatusName, StatusName[]>> = {
  inactive: ['suspended', 'deleted'],
  suspended: ['inactive'],
  deleted: ['normal', 'suspended', 'inactive'],
};

/** The admin screens' rules over the kernel's account changes: never on yourself, only allowed status moves. */
export class AdminUserService {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly accounts: AccountAdmin,
    private readonly events: PluginContext['events'],
    private readonly now: () => number,
  ) {}

  private async target(actorId: string, userId: string): Promise<AdminUserRow> {
    if (actorId === String(userId)) throw new ForbiddenError('error.admin.cannot_modify_self');
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    return user;
  }

  async setStatus(actorId: string, input: UserStatusBody): Promise<void> {
    const user = await this.target(actorId, input.user_id);
    const now = this.now();
    const current = statusName(user, now);
    if (current === input.status) return;
    if (REFUSED[current]?.includes(input.status)) throw InputError.field('error.user.status_change_not_allowed', 'status');
    const changes: AccountChanges = { status_reason: input.reason ?? '' };
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
    await this.accounts.change(user.id, changes, (trx) => this.events.emit('user.status_changed', { userId: String(user.id), status: input.status }, trx));
  }

  async setRole(actorId: string, userId: string, roleId: number): Promise<void> {
    const user = await this.target(actorId, userId);
    if (user.role_id !== roleId) await this.accounts.change(user.id, { role_id: roleId });
  }
}
