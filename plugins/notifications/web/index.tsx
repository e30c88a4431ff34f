import { HeaderRightSlot, defineWebPlugin, lazyFill, withPluginTexts } from '../../../web/src/sdk';

/** The header's bell and trophy with their red dots, and the inbox and achievements pages (their text in locales/page). */
export default defineWebPlugin({
  id: 'notifications',
  routes: [
    {
      path: '/users/notifications/:type',
      guards: ['logged'],
      lazy: withPluginTexts('notifications', 'page', () => import('./components/notifications-page').then((m) => ({ Component: m.NotificationsPage }))),
    },
  ],
  slots: [lazyFill(HeaderRightSlot, () => import('./components/notification-icons').then((m) => m.NotificationIcons), { membersOnly: true })],
});
