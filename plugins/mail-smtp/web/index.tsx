import { defineWebPlugin } from '../../../web/src/sdk';
import { smtpSettings } from '../schemas/smtp';

/** The SMTP settings page (admin /admin/smtp), drawn from the schema the server validates with. */
export default defineWebPlugin({
  id: 'mail-smtp',
  settingsGroups: [{ path: 'smtp', endpoint: '/setting/smtp', schema: smtpSettings, titleKey: 'settings.smtp.title', fieldsKey: 'settings.smtp.fields' }],
});
