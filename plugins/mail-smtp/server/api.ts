import { defineSettingsGroup } from '../../../kernel/api.ts';
import smtpSchema from '../schemas/smtp.schema.json' with { type: 'json' };

export type Encryption = '' | 'SSL' | 'TLS';

/** The SMTP settings (SPEC §3, Answer's `setting/smtp`); the password never leaves the server. */
export interface SmtpSettings {
  from_email: string;
  from_name: string;
  smtp_host: string;
  smtp_port: number;
  /** '' none, 'SSL' TLS from the first byte, 'TLS' STARTTLS. */
  encryption: Encryption;
  smtp_authentication: boolean;
  smtp_username: string;
  smtp_password: string;
}

/** The plugin's own config (admin plugin page): what a private mail server needs. */
export interface SmtpPluginConfig {
  tls_ca: string;
}

/** Owned by mail-smtp; edited at Answer's admin path, never public. */
export const SmtpSettingsGroup = defineSettingsGroup<SmtpSettings>({ name: 'smtp', schema: smtpSchema, adminPath: '/setting/smtp' });
