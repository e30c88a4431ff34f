import { defineSettingsGroup } from '../../../kernel/api.ts';
import { smtpSettings, type SmtpSettings } from '../schemas/smtp.ts';

export type { SmtpSettings };

/** The plugin's own config (admin plugin page): what a private mail server needs. */
export interface SmtpPluginConfig {
  tls_ca: string;
}

/** Owned by mail-smtp; edited at Answer's admin path, never public. */
export const SmtpSettingsGroup = defineSettingsGroup<SmtpSettings>({ name: 'smtp', schema: smtpSettings, adminPath: '/setting/smtp' });
