import { ROLE_ADMIN, ROLE_MODERATOR, type CurrentUser } from '../app/types';

/** Derived account states of SPEC §4. */
export interface AccountState {
  isLogged: boolean;
  isActivated: boolean;
  isNotActivated: boolean;
  isForbidden: boolean;
  isNormal: boolean;
  isAdmin: boolean;
  isModerator: boolean;
}

export function accountState(user: CurrentUser | null | undefined): AccountState {
  const isLogged = Boolean(user?.access_token);
  const isActivated = isLogged && user!.mail_status === 1;
  const isNotActivated = isLogged && user!.mail_status === 2;
  // The server calls a suspended member `forbidden` in their own view.
  const isForbidden = isLogged && user!.status === 'forbidden';
  const isNormal = isActivated && !isForbidden;
  return {
    isLogged,
    isActivated,
    isNotActivated,
    isForbidden,
    isNormal,
    isAdmin: isNormal && user!.role_id === ROLE_ADMIN,
    isModerator: isNormal && user!.role_id === ROLE_MODERATOR,
  };
}
