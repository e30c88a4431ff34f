import type { FromSchema } from 'json-schema-to-ts';

/** The 'Login' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const loginSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/login',
  title: 'Login',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [],
  properties: {
    allow_new_registrations: {
      type: 'boolean',
      default: true,
      title: 'Allow new registrations'
    },
    allow_email_registrations: {
      type: 'boolean',
      default: true,
      title: 'Allow email registrations'
    },
    allow_password_login: {
      type: 'boolean',
      default: true,
      title: 'Allow password login'
    },
    login_required: {
      type: 'boolean',
      default: false,
      title: 'Login required'
    },
    require_email_verification: {
      type: 'boolean',
      default: true,
      title: 'Require email verification'
    },
    allow_email_domains: {
      type: 'array',
      title: 'Allowed e-mail domains',
      items: {
        type: 'string',
        maxLength: 255,
        pattern: '^[A-Za-z0-9.-]+$'
      },
      maxItems: 100,
      default: []
    }
  }
} as const;

export type LoginSettings = FromSchema<typeof loginSettings>;
