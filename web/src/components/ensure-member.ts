import { clientEffects } from '../api/client-effects';
import { appStore, userAtom } from '../app/atoms';
import { ensureBootstrapped } from '../app/session';
import { accountState } from '../guards/account-state';
import { requireLogin } from './login-modal';

/**
 * SPEC §6: voting, commenting, reporting, deleting and editing need a normal member.
 * Visitors get the login prompt, not-activated users the activation page, suspended
 * users the suspended page. Resolves true when the action may go ahead. A click that comes
 * while the browser is still reading who its member is (a member is sent the visitors' page)
 * waits for that read (the pending bootstrap): it would otherwise find no member and prompt a
 * signed-in one to log in.
 */
export async function ensureMember(): Promise<boolean> {
  await ensureBootstrapped();
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
