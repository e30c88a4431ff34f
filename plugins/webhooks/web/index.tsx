import { defineWebPlugin } from '../../../web/src/sdk';

/** /admin/webhooks: the endpoints, their test button and delivery log; its entry in the admin menu (admins only). */
export default defineWebPlugin({
  id: 'webhooks',
  routes: [{ path: 'webhooks', layout: 'admin', guards: ['admin'], menu: { labelKey: 'menu', adminOnly: true }, lazy: () => import('./components/webhooks-page').then((m) => ({ Component: m.WebhooksPage })) }],
});
