import { clientEffects } from '../api/client-effects';
import { appStore, userAtom } from '../app/atoms';
import { accountState } from '../guards/account-state';
import { requireLogin } from './login-modal';

/**
 * SPEC §6: voting, commenting, reporting, deleting and editing need a normal member.
 * Visitors get the login prompt, not-activated users the activation page, suspended
 * users the suspended page. Returns true when the action may go ahead.
 */
export function ensureMember(): boolean {
  const state = accountState(appStore.get(userAtom));
  if (!state.isLogged) {
    requireLogin();
    return false;
  }
  if (state.isForbidden) {
    clientEffects().navigate('/users/account-suspended');
    return false;
  }
  if (state.isNotActivated) {
    clientEffects().navigate('/users/account-activation');
    return false;
  }
  return true;
}
