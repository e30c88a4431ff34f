import type { FromSchema } from 'json-schema-to-ts';

/** The 'General' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const generalSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/general',
  title: 'General',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [
    'name',
    'site_url',
    'contact_email'
  ],
  properties: {
    name: {
      type: 'string',
      title: 'Site name',
      minLength: 1,
      maxLength: 128,
      default: 'Quorum',
      notBlank: true
    },
    short_description: {
      type: 'string',
      title: 'Short description',
      maxLength: 255,
      default: ''
    },
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 2000,
      default: ''
    },
    site_url: {
      type: 'string',
      title: 'Site URL',
      maxLength: 512,
      format: 'uri',
      pattern: '^https?://',
      default: 'http://localhost:9080'
    },
    contact_email: {
      type: 'string',
      title: 'Contact e-mail',
      maxLength: 512,
      format: 'email',
      default: 'admin@example.com',
      'x-visibility': 'admin'
    }
  }
} as const;

export type GeneralSettings = FromSchema<typeof generalSettings>;
