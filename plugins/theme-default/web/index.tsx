import { defineWebPlugin, fill, ThemeSlot } from '../../../web/src/sdk';
import { ThemeStyle } from './components/theme-style';

/** Applies the site's theme to every page (a `ThemeSlot` fill) and draws the Themes settings page (admin /admin/themes). */
export default defineWebPlugin({
  id: 'theme-default',
  slots: [fill(ThemeSlot, ThemeStyle)],
  settingsGroups: [{ path: 'themes', endpoint: '/siteinfo/theme', loadSchema: () => import('../schemas/theme').then((m) => m.themeSettings), titleKey: 'settings.theme.title', fieldsKey: 'settings.theme.fields' }],
});
