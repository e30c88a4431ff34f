import { defineSettingsGroup } from '../../../kernel/api.ts';
import { seoSettings, type SeoSettings } from '../schemas/seo.ts';

export type { SeoSettings };

/**
 * Owned by seo; public in `siteinfo` as `site_seo`, edited at admin `siteinfo/seo` (Answer's
 * names). Questions reads the permalink from it while seo is enabled and uses 1 otherwise.
 */
export const SeoSettingsGroup = defineSettingsGroup<SeoSettings>({ name: 'site_seo', schema: seoSettings, adminPath: '/siteinfo/seo', siteinfoKey: 'site_seo' });
