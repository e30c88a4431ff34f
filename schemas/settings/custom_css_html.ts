import type { FromSchema } from 'json-schema-to-ts';

/** The 'CSS and HTML' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const customCssHtmlSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/custom_css_html',
  title: 'CSS and HTML',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [],
  properties: {
    custom_css: {
      type: 'string',
      title: 'Custom CSS',
      maxLength: 65536,
      default: ''
    },
    custom_head: {
      type: 'string',
      title: 'Custom head',
      maxLength: 65536,
      default: ''
    },
    custom_header: {
      type: 'string',
      title: 'Custom header',
      maxLength: 65536,
      default: ''
    },
    custom_footer: {
      type: 'string',
      title: 'Custom footer',
      maxLength: 65536,
      default: ''
    },
    custom_sidebar: {
      type: 'string',
      title: 'Custom sidebar',
      maxLength: 65536,
      default: ''
    }
  }
} as const;

export type CustomCssHtmlSettings = FromSchema<typeof customCssHtmlSettings>;
