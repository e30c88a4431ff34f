import { AdminSettingsMenuSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { PrivilegesMenuLink } from './components/privileges-menu-link';

/**
 * /admin/privileges: the reputation each action needs. A page of its own rather than a
 * settingsGroups entry, because setting/privileges answers presets it does not take back.
 */
export default defineWebPlugin({
  id: 'reputation',
  routes: [{ path: 'privileges', layout: 'admin', lazy: () => import('./components/privileges-page').then((m) => ({ Component: m.PrivilegesPage })) }],
  slots: [fill(AdminSettingsMenuSlot, PrivilegesMenuLink)],
});
