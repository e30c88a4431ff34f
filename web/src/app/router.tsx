import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { accountRoutes, unsubscribeRoute } from '../features/account/routes';
import { adminRoute } from '../features/admin/routes';
import { maintenanceRoute, notFoundRoute, serverErrorRoute } from '../features/errors/routes';
import { homeFallbacks, homeRoutes } from '../features/home/routes';
import { installRoute } from '../features/install/routes';
import { MainLayout } from '../features/layout/components/main-layout';
import { settingsRoutes } from '../features/settings/routes';
import { alwaysRevalidate, guardLoader } from '../guards/guard-loader';
import { pluginRoutes } from '../plugin-host/plugin-routes';
import type { WebPlugin } from '../sdk/define-web-plugin';
import { ensureBootstrapped } from './session';

/** The route tree of SPEC §2; plugin routes are mounted before the shell's own. */
export function appRoutes(plugins: readonly WebPlugin[]): RouteObject[] {
  return [
    installRoute,
    maintenanceRoute,
    ...pluginRoutes(plugins, 'bare'),
    {
      id: 'root',
      loader: async () => {
        await ensureBootstrapped();
        return null;
      },
      Component: MainLayout,
      errorElement: <RouteError />,
      // A page the server sent as the shell alone (a 404, a member's page without a render) has
      // no loader data: nothing shows until the session is bootstrapped, as before, said here
      // so the router does not warn about it.
      HydrateFallback: () => null,
      children: [
        // no guards (SPEC §2.2): plugins' unguarded pages (legal's /tos and /privacy), unsubscribe, the 50X page
        ...pluginRoutes(plugins, 'unguarded'),
        unsubscribeRoute,
        serverErrorRoute,
        {
          id: 'guarded',
          loader: guardLoader('loginRequired', 'notForbidden'),
          shouldRevalidate: alwaysRevalidate,
          errorElement: <RouteError />,
          children: [
            ...pluginRoutes(plugins, 'main', homeFallbacks),
            ...homeRoutes,
            ...accountRoutes,
            ...settingsRoutes(plugins),
            adminRoute(plugins),
            notFoundRoute,
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(plugins: readonly WebPlugin[]) {
  return createBrowserRouter(appRoutes(plugins));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router of a server-rendered page: it starts from the server's loader data, and the lazy
 * routes the page matched get their components before it is created (otherwise it would render
 * nothing at first and hydration would not match the HTML).
 */
export async function createHydratingRouter(plugins: readonly WebPlugin[], loaderData: HydrationState['loaderData'], path: string): Promise<AppRouter> {
  const routes = appRoutes(plugins);
  const lazy = (matchRoutes(routes, path) ?? []).map((m) => m.route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
