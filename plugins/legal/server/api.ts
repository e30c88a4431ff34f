import { defineSettingsGroup } from '../../../kernel/api.ts';
import { legalSettings, type LegalSettings } from '../../../schemas/settings/legal.ts';

export type { LegalSettings };

/** Owned by legal; edited at Answer's admin path. Not in siteinfo: the texts load with their pages. */
export const LegalSettingsGroup = defineSettingsGroup<LegalSettings>({ name: 'legal', schema: legalSettings, adminPath: '/siteinfo/legal' });
