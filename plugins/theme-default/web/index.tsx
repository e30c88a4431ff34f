import { defineWebPlugin, fill, ThemeSlot } from '../../../web/src/sdk';
import { ThemeStyle } from './components/theme-style';
// Static: ThemeStyle reads the schema's defaults on every page, so it is in the first chunk anyway.
import { themeSettings } from '../schemas/theme';

/** Applies the site's theme to every page (a `ThemeSlot` fill) and draws the Themes settings page (admin /admin/themes). */
export default defineWebPlugin({
  id: 'theme-default',
  slots: [fill(ThemeSlot, ThemeStyle)],
  settingsGroups: [{ path: 'themes', endpoint: '/siteinfo/theme', loadSchema: () => Promise.resolve(themeSettings), titleKey: 'settings.theme.title', fieldsKey: 'settings.theme.fields' }],
});
