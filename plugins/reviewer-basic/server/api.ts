import { defineSettingsGroup } from '../../../kernel/api.ts';
import { SETTINGS_ADMIN_PATH } from '../schemas/settings-path.ts';
import { reviewerBasicSettings, type ReviewerBasicSettings } from '../schemas/settings.ts';

/** The basic reviewer's rules, edited at /admin/reviewer-basic (admins only, never public). */
export const ReviewerBasicSettingsGroup = defineSettingsGroup<ReviewerBasicSettings>({ name: 'reviewer_basic', schema: reviewerBasicSettings, adminPath: SETTINGS_ADMIN_PATH });
