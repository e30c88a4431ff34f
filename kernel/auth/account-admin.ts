import type { Knex } from 'knex';
import { createUserBody } from '../../schemas/api/admin-users.ts';
import { InputError, type FieldError } from '../http/errors.ts';
import type { SchemaValidator } from '../http/validation.ts';
import type { Clock } from '../ports/clock.ts';
import type { AccountActivation } from './account-activation.ts';
import type { SessionService } from './session-service.ts';
import type { UserRepository, UserRow } from './user-repository.ts';
import { MailStatus, Role, type RoleId } from './session-user.ts';
import { hashPassword } from './password-hasher.ts';
import { USERNAME_PATTERN, uniqueUsername } from './username.ts';

/** The identity columns an admin changes (role, status and its dates); the rest is the member's own. */
/** What the admin's add-user takes, one account of a bulk add. */
export interface NewAccount {
  display_name: string;
  email: string;
  password: string;
}

/** One account of a bulk add that was refused: its place in the list, the field and the reason key. */
export interface RefusedAccount {
  index: number;
  field: 'display_name' | 'email' | 'password';
  reason: string;
}

/** The fields an admin edits on a member's profile (Answer's `PUT user/profile`). */
export interface ProfileEdit {
  display_name: string;
  username?: string;
  email: string;
}

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
    private readonly validator: SchemaValidator,
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

  /**
   * Many accounts through the add-user rules, all or none (as Answer's bulk add): every refused
   * account is reported, and nothing is written unless none is refused. Checked again and written
   * in one transaction, so an address taken meanwhile cannot leave half the list created.
   */
  async createMany(inputs: readonly NewAccount[]): Promise<{ created: number[]; refused: RefusedAccount[] }> {
    const refused = await this.checkMany(inputs);
    if (refused.length > 0) return { created: [], refused };
    const hashed = await Promise.all(inputs.map((input) => hashPassword(input.password)));
    const created = await this.db().transaction(async (trx) => {
      const ids: number[] = [];
      for (const [index, input] of inputs.entries()) {
        if (await trx('user').whereRaw('lower(e_mail) = ?', [input.email.trim().toLowerCase()]).first('id')) throw InputError.field('error.email.duplicate', 'users');
        const username = await uniqueUsername(input.display_name, async (n) => !!(await trx('user').where({ username: n }).first('id')));
        const user = { username, e_mail: input.email.trim(), pass: hashed[index]!, display_name: input.display_name.trim(), mail_status: MailStatus.activated, role_id: Role.user };
        ids.push(await this.activation.create(user, this.clock.now(), trx));
      }
      return ids;
    });
    return { created, refused: [] };
  }

  /** The add-user rules over many accounts, writing nothing: the body schema, then unique addresses in the list and on the site. */
  async checkMany(inputs: readonly NewAccount[]): Promise<RefusedAccount[]> {
    const refused: RefusedAccount[] = [];
    const emails = new Set<string>();
    for (const [index, input] of inputs.entries()) {
      const validate = this.validator.compile(createUserBody);
      if (!validate({ ...input })) {
        const field = (validate.errors ?? []).map((e) => e.instancePath.replace(/^\//, '')).find((f): f is RefusedAccount['field'] => f === 'display_name' || f === 'email' || f === 'password') ?? 'display_name';
        refused.push({ index, field, reason: `error.user.bulk.${field}_invalid` });
        continue;
      }
      const email = input.email.trim().toLowerCase();
      if (emails.has(email) || (await this.users.emailTaken(email))) refused.push({ index, field: 'email', reason: 'error.email.duplicate' });
      emails.add(email);
    }
    return refused;
  }

  /**
   * An admin's edit of a member's names and address (Answer's `PUT user/profile`): the username
   * and the e-mail stay unique, and the address counts as verified, as Answer sets it.
   */
  async editProfile(userId: string, edit: ProfileEdit): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    const errors: FieldError[] = [];
    const username = edit.username?.trim() || user.username;
    if (!USERNAME_PATTERN.test(username)) errors.push({ error_field: 'username', error_msg: 'error.user.username_invalid' });
    else if (await this.users.usernameTaken(username, user.id)) errors.push({ error_field: 'username', error_msg: 'error.user.username_duplicate' });
    if (await this.users.emailTaken(edit.email, user.id)) errors.push({ error_field: 'email', error_msg: 'error.email.duplicate' });
    if (errors.length > 0) throw InputError.fields(errors[0]!.error_msg, errors);
    await this.db().transaction((trx) =>
      this.activation.update(user.id, { username, e_mail: edit.email.trim(), display_name: edit.display_name.trim(), mail_status: MailStatus.activated }, this.clock.now(), trx),
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
