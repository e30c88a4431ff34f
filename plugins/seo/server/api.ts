import { defineSettingsGroup } from '../../../kernel/api.ts';
import { seoSettings, type SeoSettings } from '../schemas/seo.ts';

export type { SeoSettings };

/**
 * Owned by seo; public in `siteinfo` as `site_seo`, edited at admin `siteinfo/seo` (Answer's
 * names). Seo hands the permalink to questions through questions' `PermalinkPoint`.
 */
export const SeoSettingsGroup = defineSettingsGroup<SeoSettings>({ name: 'site_seo', schema: seoSettings, adminPath: '/siteinfo/seo', siteinfoKey: 'site_seo' });
