import { defineWebPlugin } from '../../../web/src/sdk';

/** The SEO settings page (permalink style, robots.txt); sitemap, robots and feeds are served by the server half. */
export default defineWebPlugin({
  id: 'seo',
  settingsGroups: [{ path: 'seo', endpoint: '/siteinfo/seo', loadSchema: () => import('../schemas/seo').then((m) => m.seoSettings), titleKey: 'settings.seo.title', fieldsKey: 'settings.seo.fields' }],
});
