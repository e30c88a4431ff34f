import type { RouteObject } from 'react-router-dom';
import { unsubscribeRoute } from '../account/routes';

/** Pages without guards (SPEC §2.2). */
export const legalRoutes: RouteObject[] = [
  { path: '/tos', lazy: () => import('./components/legal-page').then((m) => ({ Component: m.TermsPage })) },
  { path: '/privacy', lazy: () => import('./components/legal-page').then((m) => ({ Component: m.PrivacyPage })) },
  unsubscribeRoute,
];
