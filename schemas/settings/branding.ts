import type { FromSchema } from 'json-schema-to-ts';

/**
 * An image of the site: nothing, an http(s) address (an upload of this site is one:
 * `<site_url>/uploads/branding/…`) or a path on this site. Anything else would be a broken
 * image on every page.
 */
export const IMAGE_URL_PATTERN = '^(?:https?://[^\\s<>"]+|/(?!/)[^\\s<>"]*)?$';

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
      pattern: IMAGE_URL_PATTERN,
      'x-upload': 'branding',
      default: ''
    },
    mobile_logo: {
      type: 'string',
      title: 'Mobile logo',
      maxLength: 512,
      pattern: IMAGE_URL_PATTERN,
      'x-upload': 'branding',
      default: ''
    },
    square_icon: {
      type: 'string',
      title: 'Square icon',
      maxLength: 512,
      pattern: IMAGE_URL_PATTERN,
      'x-upload': 'branding',
      default: ''
    },
    favicon: {
      type: 'string',
      title: 'Favicon',
      maxLength: 512,
      pattern: IMAGE_URL_PATTERN,
      'x-upload': 'branding',
      default: ''
    }
  }
} as const;

export type BrandingSettings = FromSchema<typeof brandingSettings>;
