import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../../components/route-error';
import { loadCatalogueParts } from '../../i18n/i18n';

/** /install is outside the layout and skips start-up data fetching (SPEC §2.2). */
export const installRoute: RouteObject = {
  path: '/install',
  errorElement: <RouteError />,
  lazy: async () => {
    const [m] = await Promise.all([import('./components/install-page'), loadCatalogueParts('install', 'account')]);
    return { Component: m.InstallPage };
  },
};
