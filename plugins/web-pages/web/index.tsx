import { defineWebPlugin } from '../../../web/src/sdk';

/** The CSS and HTML settings page (admin /admin/css-html); the server half puts them in every page. */
export default defineWebPlugin({
  id: 'web-pages',
  settingsGroups: [{ path: 'css-html', endpoint: '/siteinfo/custom-css-html', loadSchema: () => import('../../../schemas/settings/custom_css_html').then((m) => m.customCssHtmlSettings), titleKey: 'settings.custom_css_html.title', fieldsKey: 'settings.custom_css_html.fields' }],
});
