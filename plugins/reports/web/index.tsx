import { AdminMenuSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { FlagsMenuLink } from './components/flags-menu-link';

/** /admin/flags: the flag desk, and its entry in the admin menu. */
export default defineWebPlugin({
  id: 'reports',
  routes: [{ path: 'flags', layout: 'admin', lazy: () => import('./components/flags-page').then((m) => ({ Component: m.FlagsPage })) }],
  slots: [fill(AdminMenuSlot, FlagsMenuLink)],
});
