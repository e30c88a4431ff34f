import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../../components/route-error';

/** /install is outside the layout and skips start-up data fetching (SPEC §2.2). */
export const installRoute: RouteObject = {
  path: '/install',
  errorElement: <RouteError />,
  lazy: () => import('./components/install-page').then((m) => ({ Component: m.InstallPage })),
};
