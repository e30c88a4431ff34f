import type { RequestHandler } from 'express';
import { AuthError, ForbiddenError } from '../http/errors.ts';
import type { Access } from '../http/route.ts';
import { MailStatus, Role, UserStatus, type SessionUser } from '../auth/session-user.ts';
import { isSuspended } from '../auth/account-state.ts';
import type { LoginSettings, SettingsService } from '../settings/settings-service.ts';
import type { Clock } from '../ports/clock.ts';

export interface GuardDeps {
  settings: SettingsService;
  clock: Clock;
}

const suspended = () => ForbiddenError.typed('error.user.suspended', 'suspended');
const inactive = () => ForbiddenError.typed('error.email.need_to_be_verified', 'inactive');

/** Signed in, not suspended; an unverified e-mail is allowed. */
export function requireMember(user: SessionUser | undefined, now: number): SessionUser {
  if (!user || user.status === UserStatus.deleted) throw new AuthError();
  if (isSuspended(user, now)) throw suspended();
  return user;
}

/** Signed in, e-mail verified, not suspended (SPEC §4 "normal"). */
export function requireActivated(user: SessionUser | undefined, now: number): SessionUser {
  const member = requireMember(user, now);
  if (member.mail_status !== MailStatus.activated) throw inactive();
  return member;
}

export function requireStaff(user: SessionUser | undefined, now: number): SessionUser {
  const member = requireActivated(user, now);
  if (member.role_id !== Role.admin && member.role_id !== Role.moderator) throw new ForbiddenError('base.forbidden_error');
  return member;
}

export function requireAdmin(user: SessionUser | undefined, now: number): SessionUser {
  const member = requireActivated(user, now);
  if (member.role_id !== Role.admin) throw new ForbiddenError('base.forbidden_error');
  return member;
}

/** The route guards of SPEC §6 as one middleware per access level. */
export function accessGuard(access: Access, deps: GuardDeps): RequestHandler {
  return async (req, _res, next) => {
    const user = req.quorum.user;
    const now = deps.clock.now();
    switch (access) {
      case 'public':
        break;
      case 'optional': {
        // The site gate: with login_required on, only members get past (SPEC §1, §6).
        const login = await deps.settings.get<LoginSettings>('login');
        if (login.login_required) requireActivated(user, now);
        break;
      }
      case 'member':
        requireMember(user, now);
        break;
      case 'activated':
        requireActivated(user, now);
        break;
      case 'staff':
        requireStaff(user, now);
        break;
      case 'admin':
        requireAdmin(user, now);
        break;
    }
    next();
  };
}
