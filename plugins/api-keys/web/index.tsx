import { defineWebPlugin } from '../../../web/src/sdk';

/** /admin/api-keys: the keys, made, renamed and deleted there; its entry in the admin menu (admins only). */
export default defineWebPlugin({
  id: 'api-keys',
  routes: [{ path: 'api-keys', layout: 'admin', guards: ['admin'], menu: { labelKey: 'menu', adminOnly: true }, lazy: () => import('./components/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })) }],
});
