import { ForbiddenError, InputError, MailStatus, UnavailableError, UserStatus, statusName, type AccountAdmin, type AccountChanges, type PluginContext } from '../../../kernel/api.ts';
import type { DeletePermanentlyBody, EditUserProfileBody, SuspendDuration, UserStatusBody } from '../../../schemas/api/admin-users.ts';
import type { AdminUserRow, AdminUserRepository } from './admin-user-repository.ts';
import type { AccountContent, ActivationLinks, DeletedContentPurge } from './api.ts';
import { parseBulkUsers, refusedLines, type RefusedLine } from './bulk-users.ts';

/** What the admin's user tools reach in other plugins, each through a point the admin declares. */
export interface AdminUserPorts {
  contents: () => AccountContent[];
  activationLinks: () => ActivationLinks | undefined;
  purges: () => DeletedContentPurge[];
}

type StatusName = UserStatusBody['status'];

const DAY = 24 * 3600;
const SECONDS: Record<Exclude<SuspendDuration, 'forever'>, number> = {
  '24h': DAY, '48h': 2 * DAY, '72h': 3 * DAY, '7d': 7 * DAY, '14d': 14 * DAY,
  '1m': 30 * DAY, '2m': 60 * DAY, '3m': 90 * DAY, '6m': 180 * DAY, '1y': 365 * DAY,
};

/** MariaDB's and PostgreSQL's "deadlock, transaction rolled back" (SQLite writes one at a time). */
function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e?.code === '40P01' || e?.code === 'ER_LOCK_DEADLOCK' || e?.errno === 1213;
}

/**
 * Removing all of an account's content locks its posts, the members its votes reached and its
 * own row, in an order a vote cast meanwhile may cross (a vote locks its post, then the
 * members): when the database picks the removal as a deadlock's victim it rolled back whole,
 * so it runs again on what the vote left.
 */
async function retryOnDeadlock(write: () => Promise<void>, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (!isDeadlock(err) || i >= attempts) throw err;
    }
  }
}

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
    private readonly ports: AdminUserPorts,
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
    // "Delete and remove all their content" may be asked again of an account already deleted.
    if (current === 'deleted' && input.status === 'deleted' && input.remove_all_content) {
      await retryOnDeadlock(() => this.accounts.change(user.id, {}, (trx) => this.removeAllContent(user.id, trx, actorId)));
      return;
    }
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
    const write = () => this.accounts.change(user.id, changes, async (trx) => {
      if (input.remove_all_content && input.status === 'deleted') await this.removeAllContent(user.id, trx, actorId);
      await this.events.emit('user.status_changed', { userId: String(user.id), status: input.status }, trx);
    });
    await (input.remove_all_content ? retryOnDeadlock(write) : write());
  }

  /** Every owner removes what the account left, in the status change's transaction. */
  private async removeAllContent(userId: number, trx: Parameters<AccountContent['removeAllOf']>[1], by: string): Promise<void> {
    for (const owner of this.ports.contents()) await owner.removeAllOf(String(userId), trx, by);
  }

  /** Answer's bulk add: every bad line reported, and no account made unless every line is good. */
  async addUsers(text: string): Promise<{ created: number; refused: RefusedLine[] } | { tooMany: true }> {
    const parsed = parseBulkUsers(text);
    if ('tooMany' in parsed) return parsed;
    const refused = [...parsed.refused, ...refusedLines(parsed, await this.accounts.checkMany(parsed.accounts))];
    if (refused.length > 0) return { created: 0, refused: refused.sort((a, b) => a.line - b.line) };
    const result = await this.accounts.createMany(parsed.accounts);
    return { created: result.created.length, refused: refusedLines(parsed, result.refused) };
  }

  async editProfile(actorId: string, body: EditUserProfileBody): Promise<void> {
    if (actorId === body.user_id) throw new ForbiddenError('error.admin.cannot_edit_own_profile');
    await this.accounts.editProfile(body.user_id, body);
  }

  private activationLinks(): ActivationLinks {
    const links = this.ports.activationLinks();
    if (!links) throw new UnavailableError('error.admin.activation_unavailable');
    return links;
  }

  /** A fresh activation link of a member not yet activated, for the admin to hand over. */
  async activationLink(userId: string): Promise<string> {
    await this.inactive(userId);
    return this.activationLinks().link(userId);
  }

  async sendActivation(userId: string): Promise<void> {
    await this.inactive(userId);
    await this.activationLinks().send(userId);
  }

  private async inactive(userId: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    if (user.status === UserStatus.deleted) throw InputError.field('error.user.not_found', 'user_id');
    if (user.mail_status === MailStatus.activated) throw InputError.field('error.user.already_activated', 'user_id');
  }

  /** Answer's `delete/permanently`: rows already in the deleted state, removed for good by their owners. */
  async deletePermanently(type: DeletePermanentlyBody['type']): Promise<void> {
    if (type === 'users') {
      await this.users.purgeDeleted();
      return;
    }
    for (const owner of this.ports.purges()) if (owner.type === type) await owner.purge();
  }

  async setRole(actorId: string, userId: string, roleId: number): Promise<void> {
    const user = await this.target(actorId, userId);
    if (user.role_id !== roleId) await this.accounts.change(user.id, { role_id: roleId });
  }
}
