import { defineWebPlugin, lazyFill, UserSettingsMenuSlot, withPluginTexts } from '../../../web/src/sdk';

/**
 * Members' plugin settings: a link per plugin that offers some in the settings menu, and its form
 * at /users/settings/<plugin> (Answer's path), drawn from the schema the server sends.
 */
export default defineWebPlugin({
  id: 'plugin-configs',
  routes: [
    {
      path: ':slug', layout: 'settings',
      lazy: withPluginTexts('plugin-configs', 'settings', () => import('./components/member-settings-page').then((m) => ({ Component: m.MemberSettingsPage }))),
    },
  ],
  slots: [lazyFill(UserSettingsMenuSlot, () => import('./components/member-settings-links').then((m) => m.MemberSettingsLinks), { membersOnly: true })],
});
