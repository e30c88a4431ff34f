import { AdminMenuSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { ApiKeysMenuLink } from './components/api-keys-menu-link';

/** /admin/api-keys: the keys, made, renamed and deleted there; its entry in the admin menu (admins only). */
export default defineWebPlugin({
  id: 'api-keys',
  routes: [{ path: 'api-keys', layout: 'admin', guards: ['admin'], lazy: () => import('./components/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })) }],
  slots: [fill(AdminMenuSlot, ApiKeysMenuLink)],
});
