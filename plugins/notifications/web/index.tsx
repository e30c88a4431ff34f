import { HeaderRightSlot, defineWebPlugin, lazyFill } from '../../../web/src/sdk';

/** The header's bell and trophy with their red dots, and the inbox and achievements pages. */
export default defineWebPlugin({
  id: 'notifications',
  routes: [
    {
      path: '/users/notifications/:type',
      guards: ['logged'],
      lazy: () => import('./components/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
    },
  ],
  slots: [lazyFill(HeaderRightSlot, () => import('./components/notification-icons').then((m) => m.NotificationIcons), { membersOnly: true })],
});
