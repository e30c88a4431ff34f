import type { Knex } from 'knex';
import {
  AuthError, ForbiddenError, InputError, isSuspended, MailStatus, Role, UserStatus,
  type Clock, type PluginContext, type PluginCredentials, type PluginSessions, type UserRow,
} from '../../../kernel/api.ts';
import type { LoginSettings } from '../../../schemas/settings/login.ts';
import type { EmailCodeService } from './email-code-service.ts';
import type { AccountMail } from './account-mail.ts';

export interface LoggedIn {
  user: UserRow;
  token: string;
}

const ADMIN_LINK_TTL_SECONDS = 24 * 3600;

const WRONG_CREDENTIALS = 'error.object.email_or_password_incorrect';
const wrongCredentials = () => InputError.field(WRONG_CREDENTIALS, 'e_mail');

/** A login refused for a wrong e-mail or password: the one failure the login limits count. */
export const isWrongCredentials = (err: unknown): boolean => err instanceof InputError && err.reason === WRONG_CREDENTIALS;

/**
 * Registration, login, logout, e-mail verification and password recovery, over the account rows
 * and sessions the kernel lends plugins that sign people in (`ctx.credentials`, `ctx.sessions`).
 */
export class AccountService {
  constructor(
    private readonly db: () => Knex,
    private readonly users: PluginCredentials,
    private readonly sessions: PluginSessions,
    private readonly codes: EmailCodeService,
    private readonly mail: AccountMail,
    private readonly settings: PluginContext['settings'],
    private readonly events: PluginContext['events'],
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
    const username = await this.users.freeUsername(input.name);
    const now = this.clock.now();
    const verify = login.require_email_verification;
    const pass = await this.users.hash(input.pass);
    const result = await this.db().transaction(async (trx) => {
      const id = await this.users.create(
        { username, e_mail: email, pass, display_name: input.name.trim(), mail_status: verify ? MailStatus.pending : MailStatus.activated },
        trx,
      );
      await this.users.update(id, { last_login_date: now }, trx);
      const token = await this.sessions.issue(id, ip, trx);
      await this.events.emit('user.registered', { userId: String(id) }, trx);
      return { id, token };
    });
    const user = (await this.users.byId(result.id))!;
    if (verify) await this.sendActivation(user);
    return { user, token: result.token };
  }

  async login(input: { e_mail: string; pass: string }, ip: string): Promise<LoggedIn> {
    const login = await this.settings.get<LoginSettings>('login');
    const user = await this.users.byEmail(input.e_mail);
    if (!user || user.status === UserStatus.deleted || !(await this.users.verify(input.pass, user.pass))) {
      throw login.allow_password_login ? wrongCredentials() : new ForbiddenError('error.user.password_login_closed');
    }
    // With password login closed (single sign-on only), administrators keep it: their way back in
    // when the identity provider is down or misconfigured.
    if (!login.allow_password_login && user.role_id !== Role.admin) throw new ForbiddenError('error.user.password_login_closed');
    const now = this.clock.now();
    if (isSuspended(user, now)) throw new ForbiddenError('error.user.suspended', { type: 'suspended', suspended_until: user.suspended_until });
    // A suspension that has run out is lifted at the next login.
    const lifted = user.status === UserStatus.suspended ? { status: UserStatus.normal, suspended_until: 0 } : {};
    await this.users.update(user.id, { last_login_date: now, ...lifted });
    const token = await this.sessions.issue(user.id, ip);
    return { user: (await this.users.byId(user.id))!, token };
  }

  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.sessions.revoke(sessionId);
  }

  async sendActivation(user: UserRow): Promise<void> {
    const code = await this.codes.issue(user.id, 'activate', { e_mail: user.e_mail });
    await this.mail.send('activation', user.e_mail, code, user.language);
  }

  /**
   * An activation link for an admin to hand over when mail does not reach the member: it lasts a
   * day rather than ten minutes (it travels by hand), and voids the member's earlier links.
   */
  async activationLink(userId: string): Promise<string> {
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    return this.mail.link('activation', await this.codes.issue(user.id, 'activate', { e_mail: user.e_mail }, ADMIN_LINK_TTL_SECONDS));
  }

  /** The activation mail again, at an admin's request. */
  async mailActivation(userId: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw InputError.field('error.user.not_found', 'user_id');
    await this.sendActivation(user);
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
    const token = await this.db().transaction(async (trx) => {
      await this.users.update(user.id, { mail_status: MailStatus.activated }, trx);
      return this.sessions.issue(user.id, ip, trx);
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

  /** Whether a password-reset link's code still works (used, expired and superseded ones do not). */
  passwordResetCodeLive(code: string): Promise<boolean> {
    return this.codes.isLive(code, 'password_reset');
  }

  async replacePassword(code: string, pass: string): Promise<void> {
    const { userId } = await this.codes.consume(code, 'password_reset');
    const hash = await this.users.hash(pass);
    await this.db().transaction(async (trx) => {
      await this.users.update(userId, { pass: hash }, trx);
      await this.sessions.revokeAll(userId, undefined, trx);
    });
  }

  /** Changes the password and ends every other session of the member. */
  async changePassword(userId: string, sessionId: string | undefined, oldPass: string | undefined, pass: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new AuthError();
    if (user.pass && !(await this.users.verify(oldPass ?? '', user.pass))) throw InputError.field('error.object.old_password_verification_failed', 'old_pass');
    if (await this.users.verify(pass, user.pass)) throw InputError.field('error.object.new_password_same_as_previous_setting', 'pass');
    const hash = await this.users.hash(pass);
    await this.db().transaction(async (trx) => {
      await this.users.update(user.id, { pass: hash }, trx);
      await this.sessions.revokeAll(user.id, sessionId, trx);
    });
  }

  async requestEmailChange(userId: string, email: string, pass: string | undefined): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user) throw new AuthError();
    if (user.pass && !(await this.users.verify(pass ?? '', user.pass))) throw InputError.field('error.object.old_password_verification_failed', 'pass');
    if (await this.users.emailTaken(email, user.id)) throw InputError.field('error.email.duplicate', 'e_mail');
    const code = await this.codes.issue(user.id, 'email_change', { e_mail: email.trim() });
    await this.mail.send('email_change', email.trim(), code, user.language);
  }

  /** Follows a new-address link: the address changes, is verified, and sessions restart. */
  async confirmEmailChange(code: string, ip: string): Promise<LoggedIn> {
    const { userId, payload } = await this.codes.consume<{ e_mail: string }>(code, 'email_change');
    if (await this.users.emailTaken(payload.e_mail, userId)) throw InputError.field('error.email.duplicate', 'e_mail');
    const token = await this.db().transaction(async (trx) => {
      await this.users.update(userId, { e_mail: payload.e_mail, mail_status: MailStatus.activated }, trx);
      await this.sessions.revokeAll(userId, undefined, trx);
      return this.sessions.issue(userId, ip, trx);
    });
    return { user: (await this.users.byId(userId))!, token };
  }
}
