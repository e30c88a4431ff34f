import type { FromSchema } from 'json-schema-to-ts';

/** The 'Branding' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const brandingSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/branding',
  title: 'Branding',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [],
  properties: {
    logo: {
      type: 'string',
      title: 'Logo',
      maxLength: 512,
      default: ''
    },
    mobile_logo: {
      type: 'string',
      title: 'Mobile logo',
      maxLength: 512,
      default: ''
    },
    square_icon: {
      type: 'string',
      title: 'Square icon',
      maxLength: 512,
      default: ''
    },
    favicon: {
      type: 'string',
      title: 'Favicon',
      maxLength: 512,
      default: ''
    }
  }
} as const;

export type BrandingSettings = FromSchema<typeof brandingSettings>;
