import type { UserStatus } from './api';

/**
 * SPEC §4: an inactive user cannot be set to suspended or deleted; a suspended
 * user cannot be set to inactive.
 */
export function isStatusChangeAllowed(from: UserStatus, to: UserStatus): boolean {
  if (from === 'inactive' && (to === 'suspended' || to === 'deleted')) return false;
  if (from === 'suspended' && to === 'inactive') return false;
  return true;
}

export type StatusAction = 'none' | 'confirm-delete' | 'submit';

/** Choosing the current status does nothing; deleting asks for confirmation first. */
export function statusAction(from: UserStatus, to: UserStatus): StatusAction {
  if (from === to || !isStatusChangeAllowed(from, to)) return 'none';
  return to === 'deleted' ? 'confirm-delete' : 'submit';
}
