import { defineWebPlugin, withPluginTexts } from '../../../web/src/sdk';

/** The pages' text (locales/pages) loads with them. */
const profile = withPluginTexts('users', 'pages', () => import('./components/profile-page').then((m) => ({ Component: m.ProfilePage })));

/** Personal pages, the users list and the @mention target (SPEC §2.1); the Users settings page (admin /admin/users-settings). */
export default defineWebPlugin({
  id: 'users',
  routes: [
    { path: '/users', lazy: withPluginTexts('users', 'pages', () => import('./components/users-list-page').then((m) => ({ Component: m.UsersListPage }))) },
    { path: '/u/:username', lazy: () => import('./components/mention-redirect').then((m) => ({ Component: m.MentionRedirect })) },
    { path: '/users/:username', lazy: profile },
    { path: '/users/:username/:tabName', lazy: profile },
  ],
  settingsGroups: [{ path: 'users-settings', endpoint: '/siteinfo/users', loadSchema: () => import('../../../schemas/settings/users').then((m) => m.usersSettings), titleKey: 'settings.users.title', fieldsKey: 'settings.users.fields' }],
});
