import type { RouteObject } from 'react-router-dom';
import { adminLoader, alwaysRevalidate } from '../../guards/guard-loader';
import { loadCatalogueParts } from '../../i18n/i18n';
import { loadPluginAdminTexts } from '../../plugin-host/plugin-catalogues';
import { pluginRoutes, pluginSettingsRoutes } from '../../plugin-host/plugin-routes';
import type { WebPlugin } from '../../sdk/define-web-plugin';

const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => () =>
  load().then((m) => ({ Component: m[name] }));

/** /admin (admin only; the user is refreshed on entry). */
export function adminRoute(plugins: readonly WebPlugin[]): RouteObject {
  return {
    path: '/admin',
    loader: adminLoader,
    shouldRevalidate: alwaysRevalidate,
    // the admin's text (and the settings' and account screens' the user forms share), and every
    // plugin's admin text, load with the layout every admin page renders in
    lazy: lazyPage(() => Promise.all([import('./components/admin-layout'), loadCatalogueParts('admin', 'settings', 'account'), loadPluginAdminTexts()]).then(([m]) => m), 'AdminLayout'),
    children: [
      { index: true, lazy: lazyPage(() => import('./components/dashboard-page'), 'DashboardPage') },
      { path: 'users', lazy: lazyPage(() => import('./components/users-page'), 'UsersPage') },
      { path: 'users/:userId', lazy: lazyPage(() => import('./components/user-overview-page'), 'UserOverviewPage') },
      { path: 'plugins', lazy: lazyPage(() => import('./components/plugins-page'), 'PluginsPage') },
      { path: 'plugins/:slug/config', lazy: lazyPage(() => import('./components/plugin-config-page'), 'PluginConfigPage') },
      { path: 'api', lazy: lazyPage(() => import('./components/api-docs-page'), 'ApiDocsPage') },
      // the settings groups (the kernel's and plugins'), their schemas in the page's chunk rather than the first load
      { path: ':group', lazy: lazyPage(() => import('./components/settings-group-page'), 'SettingsGroupRoute') },
      ...pluginSettingsRoutes(plugins),
      ...pluginRoutes(plugins, 'admin'),
    ],
  };
}
