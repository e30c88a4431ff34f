import { AdminMenuSlot, AdminUserSlot, defineWebPlugin, fill, lazyFill } from '../../../web/src/sdk';
import { FlagsMenuLink } from './components/flags-menu-link';

/** /admin/flags: the flag desk, its entry in the admin menu, and a member's flags on their admin overview. */
export default defineWebPlugin({
  id: 'reports',
  routes: [{ path: 'flags', layout: 'admin', lazy: () => import('./components/flags-page').then((m) => ({ Component: m.FlagsPage })) }],
  slots: [fill(AdminMenuSlot, FlagsMenuLink), lazyFill(AdminUserSlot, () => import('./components/member-flags').then((m) => m.MemberFlags))],
});
