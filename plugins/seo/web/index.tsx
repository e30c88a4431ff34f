import { defineWebPlugin } from '../../../web/src/sdk';
import { seoSettings } from '../schemas/seo';

/** The SEO settings page (permalink style, robots.txt); sitemap, robots and feeds are served by the server half. */
export default defineWebPlugin({
  id: 'seo',
  settingsGroups: [{ path: 'seo', endpoint: '/siteinfo/seo', schema: seoSettings, titleKey: 'settings.seo.title', fieldsKey: 'settings.seo.fields' }],
});
