import { defineWebPlugin } from '../../../web/src/sdk';

/** The Uploads settings page (admin /admin/uploads), drawn from the schema the server validates with; the schema loads with the page. */
export default defineWebPlugin({
  id: 'uploads-local',
  settingsGroups: [{ path: 'uploads', endpoint: '/siteinfo/uploads', loadSchema: () => import('../schemas/uploads-settings').then((m) => m.uploadsSettings), titleKey: 'settings.title', fieldsKey: 'settings.fields' }],
});
