import type { FromSchema } from 'json-schema-to-ts';

/**
 * The SMTP settings group (SPEC §3, Answer's `setting/smtp`): the server validates with it, the
 * admin form is drawn from it. The password is secret: never sent back to a browser.
 */
export const smtpSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/smtp',
  title: 'SMTP',
  type: 'object',
  'x-visibility': 'admin',
  additionalProperties: false,
  // Not the host: an empty one is a valid choice (mail is then only written to the log).
  required: ['from_email', 'from_name', 'smtp_port', 'encryption', 'smtp_authentication'],
  // A username and password only with authentication on (the form hides them while it is off).
  if: { properties: { smtp_authentication: { const: true } }, required: ['smtp_authentication'] },
  then: {
    required: ['smtp_username', 'smtp_password'],
    properties: { smtp_username: { minLength: 1 }, smtp_password: { minLength: 1 } }
  },
  properties: {
    from_email: {
      type: 'string',
      title: 'From e-mail',
      maxLength: 256,
      format: 'email',
      default: 'noreply@example.com'
    },
    from_name: {
      type: 'string',
      title: 'From name',
      minLength: 1,
      maxLength: 256,
      default: 'Quorum'
    },
    smtp_host: {
      type: 'string',
      title: 'SMTP host',
      description: 'Leave empty to only write mail to the log.',
      maxLength: 256,
      default: ''
    },
    smtp_port: {
      type: 'integer',
      title: 'SMTP port',
      minimum: 1,
      maximum: 65535,
      default: 25
    },
    encryption: {
      type: 'string',
      title: 'Encryption',
      enum: ['', 'SSL', 'TLS'],
      default: '',
      description: 'SSL is TLS from the first byte (usually port 465); TLS is STARTTLS (usually port 587).'
    },
    smtp_username: {
      type: 'string',
      title: 'SMTP username',
      maxLength: 256,
      default: ''
    },
    smtp_password: {
      type: 'string',
      title: 'SMTP password',
      maxLength: 256,
      default: '',
      'x-visibility': 'secret'
    },
    smtp_authentication: {
      type: 'boolean',
      default: false,
      title: 'SMTP authentication'
    },
    test_email_recipient: {
      type: 'string',
      title: 'Test e-mail recipient',
      maxLength: 255,
      pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      default: '',
      'x-transient': true,
      'x-visibility': 'admin'
    }
  }
} as const;

/** What `settings.get(SmtpSettingsGroup)` holds (every key: defaults fill the stored values); the transient test recipient is never stored. */
export type SmtpSettings = Required<Omit<FromSchema<typeof smtpSettings>, 'test_email_recipient'>>;
