import type { FromSchema } from 'json-schema-to-ts';

/** The 'Legal' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const legalSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/legal',
  title: 'Legal',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [],
  properties: {
    terms_of_service_original_text: {
      type: 'string',
      title: 'Terms of service',
      maxLength: 65536,
      default: ''
    },
    privacy_policy_original_text: {
      type: 'string',
      title: 'Privacy policy',
      maxLength: 65536,
      default: ''
    }
  }
} as const;

export type LegalSettings = FromSchema<typeof legalSettings>;
