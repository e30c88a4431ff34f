import type { Knex } from 'knex';
import { AuthError, ForbiddenError, InputError } from '../http/errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { LoginSettings, SettingsService } from '../settings/settings-service.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import type { SessionService } from './session-service.ts';
import type { EmailCodeService } from './email-code-service.ts';
import type { AccountMail } from './account-mail.ts';
import type { UserRepository, UserRow } from './user-repository.ts';
import { isSuspended } from './account-state.ts';
import { MailStatus, Role, UserStatus } from './session-user.ts';
import { uniqueUsername } from './username.ts';

export interface LoggedIn {
  user: UserRow;
  token: string;
}

const WRONG_CREDENTIALS = 'error.object.email_or_password_incorrect';
const wrongCredentials = () => InputError.field(WRONG_CREDENTIALS, 'e_mail');

/** A login refused for a wrong e-mail or password: the one failure the login limits count. */
export const isWrongCredentials = (err: unknown): boolean => err instanceof InputError && err.reason === WRONG_CREDENTIALS;

/** Registration, login, logout, e-mail verification and password recovery. */
export class AccountService {
  constructor(
    private readonly db: () => Knex,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly codes: EmailCodeService,
    private readonly mail: AccountMail,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async register(input: { name: string; e_mail: string; pass: string; language: string }, ip: string): Promise<LoggedIn> {
    const login = await this.settings.get<LoginSettings>('login');
    if (!login.allow_new_registrations || !login.allow_email_registrations) throw new ForbiddenError('error.user.registration_closed');
    const email = input.e_mail.trim();
    const domain = email.split('@').pop()!.toLowerCase();
    if (login.allow_email_domains.length && !login.allow_email_domains.some((d) => d.toLowerCase() === domain))
      throw InputError.field('error.email.domain_not_allowed', 'e_mail');
    if (await this.users.emailTaken(email)) throw InputError.field('error.email.duplicate', 'e_mail');
    const username = await uniqueUsername(input.name, (n) => this.users.usernameTaken(n));
    const now = this.clock.now();
    const verify = login.require_email_verification;
    const pass = await hashPassword(input.pass);
    const result = await this.db().transaction(async (trx) => {
      const id = await this.users.create(
        { username, e_mail: email, pass, display_name: input.name.trim(), mail_status: verify ? MailStatus.pending : MailStatus.activated, role_id: Role.user },
        now, trx,
      );
      await this.users.update(id, { last_login_date: now }, now, trx);
      const { token } = await this.sessions.create(id, ip, trx);
      await this.events.emit('user.registered', { userId: String(id) }, trx);
      return { id, token };
    });
    const user = (await this.users.byId(result.id))!;
    if (verify) await this.sendActivation(user);
    return { user, token: result.token };
  }

  async login(input: { e_mail: string; pass: string }, ip: string): Promise<LoggedIn> {
    const login = await this.settings.get<LoginSettings>('login');
    if (!login.allow_password_login) throw new ForbiddenError('error.user.password_login_closed');
    const user = await this.users.byEmail(input.e_mail);
    if (!user || user.status === UserStatus.deleted || !(await verifyPassword(input.pass, user.pass))) throw wrongCredentials();
    const now = this.clock.now();
    if (isSuspended(user, now)) throw new ForbiddenError('error.user.suspended', { type: 'suspended', suspended_until: user.suspended_until });
    // A suspension that has run out is lifted at the next login.
    const lifted = user.status === UserStatus.suspended ? { status: UserStatus.normal, suspended_until: 0 } : {};
    await this.users.update(user.id, { last_login_date: now, ...lifted }, now);
    const { token } = await this.sessions.create(user.id, ip);
    return { user: (await this.users.byId(user.id))!, token };
  }

  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.sessions.revoke(sessionId);
  }

  async sendActivation(user: UserRow): Promise<void> {
    const code = await this.codes.issue(user.id, 'activate', { e_mail: user.e_mail });
    await this.mail.send('activation', user.e_mail, code, user.language);
  }

  async resendActivation(userId: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new AuthError();
    if (user.mail_status === MailStatus.activated) throw new InputError('error.user.already_activated');
    await this.sendActivation(user);
  }

  /** Follows an activation link: the e-mail is verified and a fresh session starts. */
  async verifyEmail(code: string, ip: string): Promise<LoggedIn> {
    const { userId, payload } = await this.codes.consume<{ e_mail: string }>(code, 'activate');
    const user = await this.users.byId(userId);
    if (!user || user.status === UserStatus.deleted || user.e_mail !== payload.e_mail)
      throw ForbiddenError.typed('error.email.verify_url_expired', 'url_expired');
    const now = this.clock.now();
    const token = await this.db().transaction(async (trx) => {
      await this.users.update(user.id, { mail_status: MailStatus.activated }, now, trx);
      await this.events.emit('user.activated', { userId: String(user.id) }, trx);
      return (await this.sessions.create(user.id, ip, trx)).token;
    });
    return { user: (await this.users.byId(user.id))!, token };
  }

  /** Always succeeds, so the answer does not tell which addresses have accounts. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user || user.status === UserStatus.deleted) return;
    const code = await this.codes.issue(user.id, 'password_reset');
    await this.mail.send('password_reset', user.e_mail, code, user.language);
  }

  async replacePassword(code: string, pass: string): Promise<void> {
    const { userId } = await this.codes.consume(code, 'password_reset');
    const now = this.clock.now();
    const hash = await hashPassword(pass);
    await this.db().transaction(async (trx) => {
      await this.users.update(userId, { pass: hash }, now, trx);
      await this.sessions.revokeAll(userId, undefined, trx);
    });
  }

  /** Changes the password and ends every other session of the member. */
  async changePassword(userId: string, sessionId: string | undefined, oldPass: string | undefined, pass: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new AuthError();
    if (user.pass && !(await verifyPassword(oldPass ?? '', user.pass))) throw InputError.field('error.object.old_password_verification_failed', 'old_pass');
    if (await verifyPassword(pass, user.pass)) throw InputError.field('error.object.new_password_same_as_previous_setting', 'pass');
    const now = this.clock.now();
    const hash = await hashPassword(pass);
    await this.db().transaction(async (trx) => {
      await this.users.update(user.id, { pass: hash }, now, trx);
      await this.sessions.revokeAll(user.id, sessionId, trx);
    });
  }

  async requestEmailChange(userId: string, email: string, pass: string | undefined): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new AuthError();
    if (user.pass && !(await verifyPassword(pass ?? '', user.pass))) throw InputError.field('error.object.old_password_verification_failed', 'pass');
    if (await this.users.emailTaken(email, user.id)) throw InputError.field('error.email.duplicate', 'e_mail');
    const code = await this.codes.issue(user.id, 'email_change', { e_mail: email.trim() });
    await this.mail.send('email_change', email.trim(), code, user.language);
  }

  /** Follows a new-address link: the address changes, is verified, and sessions restart. */
  async confirmEmailChange(code: string, ip: string): Promise<LoggedIn> {
    const { userId, payload } = await this.codes.consume<{ e_mail: string }>(code, 'email_change');
    if (await this.users.emailTaken(payload.e_mail, userId)) throw InputError.field('error.email.duplicate', 'e_mail');
    const now = this.clock.now();
    const token = await this.db().transaction(async (trx) => {
      await this.users.update(userId, { e_mail: payload.e_mail, mail_status: MailStatus.activated }, now, trx);
      await this.sessions.revokeAll(userId, undefined, trx);
      return (await this.sessions.create(userId, ip, trx)).token;
    });
    return { user: (await this.users.byId(userId))!, token };
  }
}
