import { defineSettingsGroup } from '../../../kernel/api.ts';
import { uploadsSettings, type UploadsSettings } from '../schemas/uploads-settings.ts';

export type { UploadsSettings };

/** How large and which images the site takes; Answer 2.0 edits it at `siteinfo/advanced` (a view). */
export const UploadsSettingsGroup = defineSettingsGroup<UploadsSettings>({ name: 'uploads', schema: uploadsSettings, adminPath: '/siteinfo/uploads' });
