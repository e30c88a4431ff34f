import { defineWebPlugin } from '../../../web/src/sdk';
import { SETTINGS_ADMIN_PATH } from '../schemas/settings-path';

/** The basic reviewer's rules page (admin /admin/reviewer-basic), drawn from the schema the server validates with. */
export default defineWebPlugin({
  id: 'reviewer-basic',
  settingsGroups: [{ path: 'reviewer-basic', endpoint: SETTINGS_ADMIN_PATH, loadSchema: () => import('../schemas/settings').then((m) => m.reviewerBasicSettings), titleKey: 'settings.title', fieldsKey: 'settings.fields' }],
});
