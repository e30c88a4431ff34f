import { AdminMenuSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { WebhooksMenuLink } from './components/webhooks-menu-link';

/** /admin/webhooks: the endpoints, their test button and delivery log; its entry in the admin menu (admins only). */
export default defineWebPlugin({
  id: 'webhooks',
  routes: [{ path: 'webhooks', layout: 'admin', guards: ['admin'], lazy: () => import('./components/webhooks-page').then((m) => ({ Component: m.WebhooksPage })) }],
  slots: [fill(AdminMenuSlot, WebhooksMenuLink)],
});
