import { Navigate, type RouteObject } from 'react-router-dom';
import { guardLoader } from '../../guards/guard-loader';
import { loadCatalogueParts } from '../../i18n/i18n';
import { pluginRoutes } from '../../plugin-host/plugin-routes';
import type { WebPlugin } from '../../sdk/define-web-plugin';

/** /users/settings (logged-in only) with profile (default), notify, account, interface, and plugins' pages (layout 'settings'). */
export const settingsRoutes = (plugins: readonly WebPlugin[]): RouteObject[] => [
  {
    path: '/users/settings',
    loader: guardLoader('logged'),
    lazy: async () => {
      const [m] = await Promise.all([import('./components/settings-layout'), loadCatalogueParts('settings', 'account')]);
      return { Component: m.SettingsLayout };
    },
    children: [
      { index: true, element: <Navigate to="profile" replace /> },
      { path: 'profile', lazy: () => import('./components/profile-page').then((m) => ({ Component: m.ProfilePage })) },
      { path: 'notify', lazy: () => import('./components/notify-page').then((m) => ({ Component: m.NotifyPage })) },
      { path: 'account', lazy: () => import('./components/account-page').then((m) => ({ Component: m.AccountPage })) },
      { path: 'interface', lazy: () => import('./components/interface-page').then((m) => ({ Component: m.InterfacePage })) },
      ...pluginRoutes(plugins, 'settings'),
    ],
  },
];
