import { defineWebPlugin } from '../../../web/src/sdk';

/** Personal pages, the users list and the @mention target (SPEC §2.1). */
export default defineWebPlugin({
  id: 'users',
  routes: [
    { path: '/users', lazy: () => import('./components/users-list-page').then((m) => ({ Component: m.UsersListPage })) },
    { path: '/u/:username', lazy: () => import('./components/mention-redirect').then((m) => ({ Component: m.MentionRedirect })) },
    { path: '/users/:username', lazy: () => import('./components/profile-page').then((m) => ({ Component: m.ProfilePage })) },
    { path: '/users/:username/:tabName', lazy: () => import('./components/profile-page').then((m) => ({ Component: m.ProfilePage })) },
  ],
});
