import { HeaderRightSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { NotificationIcons } from './components/notification-icons';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

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
  slots: [fill(HeaderRightSlot, NotificationIcons)],
  locales: { en_US: enUS, zh_CN: zhCN },
});
