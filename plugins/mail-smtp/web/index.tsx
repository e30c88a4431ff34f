import { defineWebPlugin } from '../../../web/src/sdk';

/** The SMTP settings page (admin /admin/smtp), drawn from the schema the server validates with. */
export default defineWebPlugin({
  id: 'mail-smtp',
  settingsGroups: [{ path: 'smtp', endpoint: '/setting/smtp', loadSchema: () => import('../schemas/smtp').then((m) => m.smtpSettings), titleKey: 'settings.smtp.title', fieldsKey: 'settings.smtp.fields' }],
});
