import type { RouteObject } from 'react-router-dom';
import { adminLoader, alwaysRevalidate } from '../../guards/guard-loader';
import { pluginRoutes, pluginSettingsRoutes } from '../../plugin-host/plugin-routes';
import type { WebPlugin } from '../../sdk/define-web-plugin';
import { SETTINGS_GROUPS, pluginSettingsGroups } from './settings-groups';

const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => () =>
  load().then((m) => ({ Component: m[name] }));

/** /admin (admin only; the user is refreshed on entry). */
export function adminRoute(plugins: readonly WebPlugin[]): RouteObject {
  return {
    path: '/admin',
    loader: adminLoader,
    shouldRevalidate: alwaysRevalidate,
    lazy: lazyPage(() => import('./components/admin-layout'), 'AdminLayout'),
    children: [
      { index: true, lazy: lazyPage(() => import('./components/dashboard-page'), 'DashboardPage') },
      { path: 'users', lazy: lazyPage(() => import('./components/users-page'), 'UsersPage') },
      { path: 'users/:userId', lazy: lazyPage(() => import('./components/user-overview-page'), 'UserOverviewPage') },
      { path: 'plugins', lazy: lazyPage(() => import('./components/plugins-page'), 'PluginsPage') },
      { path: 'plugins/:slug/config', lazy: lazyPage(() => import('./components/plugin-config-page'), 'PluginConfigPage') },
      { path: 'api', lazy: lazyPage(() => import('./components/api-docs-page'), 'ApiDocsPage') },
      ...[...SETTINGS_GROUPS, ...pluginSettingsGroups(plugins)].map((group) => ({
        path: group.path,
        lazy: () => import('./components/settings-group-page').then((m) => ({ Component: () => <m.SettingsGroupPage group={group} /> })),
      })),
      ...pluginSettingsRoutes(plugins),
      ...pluginRoutes(plugins, 'admin'),
    ],
  };
}
