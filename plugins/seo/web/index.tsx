import { defineWebPlugin } from '../../../web/src/sdk';
import { seoSettings } from '../schemas/seo';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** The SEO settings page (permalink style, robots.txt); sitemap, robots and feeds are served by the server half. */
export default defineWebPlugin({
  id: 'seo',
  settingsGroups: [{ path: 'seo', endpoint: '/siteinfo/seo', schema: seoSettings, titleKey: 'settings.seo.title', fieldsKey: 'settings.seo.fields' }],
  locales: { en_US: enUS, zh_CN: zhCN },
});
