import type { RouteObject } from 'react-router-dom';
import { ErrorPage, MaintenancePage } from '../../components/error-page';

/** /50x (no guards, so it shows even on a login-required site). */
export const serverErrorRoute: RouteObject = { path: '50x', Component: () => <ErrorPage code="50X" /> };

/** Catch-all: any unknown path. */
export const notFoundRoute: RouteObject = { path: '*', Component: () => <ErrorPage code="404" /> };

/** /maintenance is outside the layout (SPEC §2.2). */
export const maintenanceRoute: RouteObject = { path: '/maintenance', Component: MaintenancePage };
