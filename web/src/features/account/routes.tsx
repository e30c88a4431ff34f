import type { RouteObject } from 'react-router-dom';
import { guardLoader } from '../../guards/guard-loader';
import { loadCatalogueParts } from '../../i18n/i18n';

/** A screen's code with the account screens' text (features/account/locales), out of the catalogue every page loads. */
const withTexts = <M,>(load: () => Promise<M>) => () => Promise.all([load(), loadCatalogueParts('account')]).then(([m]) => m);

/** Account screens of SPEC §2.1 (inside the login-required and not-forbidden checks). */
export const accountRoutes: RouteObject[] = [
  {
    path: '/users/login',
    loader: guardLoader('notLoggedOrNotActivated'),
    lazy: withTexts(() => import('./components/login-page').then((m) => ({ Component: m.LoginPage }))),
  },
  {
    path: '/users/register',
    loader: guardLoader('allowNewRegistrations', 'notLogged'),
    lazy: withTexts(() => import('./components/register-page').then((m) => ({ Component: m.RegisterPage }))),
  },
  {
    path: '/users/account-recovery',
    loader: guardLoader('notLogged'),
    lazy: withTexts(() => import('./components/account-recovery-page').then((m) => ({ Component: m.AccountRecoveryPage }))),
  },
  {
    path: '/users/password-reset',
    lazy: withTexts(() => import('./components/password-reset-page').then((m) => ({ Component: m.PasswordResetPage }))),
  },
  {
    path: '/users/account-activation',
    lazy: withTexts(() => import('./components/account-activation-page').then((m) => ({ Component: m.AccountActivationPage }))),
  },
  {
    path: '/users/account-activation/success',
    loader: guardLoader('activated'),
    lazy: withTexts(() => import('./components/activation-result-page').then((m) => ({ Component: m.ActivationSuccessPage }))),
  },
  {
    path: '/users/account-activation/failed',
    loader: guardLoader('notActivated'),
    lazy: withTexts(() => import('./components/activation-result-page').then((m) => ({ Component: m.ActivationFailedPage }))),
  },
  {
    path: '/users/change-email',
    lazy: withTexts(() => import('./components/change-email-page').then((m) => ({ Component: m.ChangeEmailPage }))),
  },
  {
    path: '/users/confirm-new-email',
    lazy: withTexts(() => import('./components/confirm-new-email-page').then((m) => ({ Component: m.ConfirmNewEmailPage }))),
  },
  {
    // Where a login connector lands a signed-in person (Answer's route).
    path: '/users/auth-landing',
    lazy: withTexts(() => import('./components/auth-landing-page').then((m) => ({ Component: m.AuthLandingPage }))),
  },
  {
    // A login connector's person without a trusted e-mail gives one (Answer's route).
    path: '/users/confirm-email',
    loader: guardLoader('notLogged'),
    lazy: withTexts(() => import('./components/confirm-binding-page').then((m) => ({ Component: m.ConfirmBindingPage }))),
  },
  {
    path: '/users/account-suspended',
    loader: guardLoader('forbidden'),
    lazy: withTexts(() => import('./components/account-suspended-page').then((m) => ({ Component: m.AccountSuspendedPage }))),
  },
];

/** No guards (SPEC §2.2). */
export const unsubscribeRoute: RouteObject = {
  path: '/users/unsubscribe',
  lazy: withTexts(() => import('./components/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage }))),
};
