import type { FromSchema } from 'json-schema-to-ts';

/** One host source: an optional http(s)/ws(s) scheme, a host with at least one dot (or `*.` before one), port, path. */
const HOST_SOURCE = String.raw`(?:(?:https?|wss?)://)?(?:\*\.)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._~%/-]*)?`;

/** White-space separated host sources, or nothing. */
export const CSP_SOURCES_PATTERN = `^\\s*(?:${HOST_SOURCE}(?:\\s+${HOST_SOURCE})*)?\\s*$`;

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
    },
    // Hosts the custom head and footer HTML loads from, added to every directive of the pages'
    // Content-Security-Policy that loads something. Only host sources ('https://cdn.example.com',
    // '*.example.com', with an optional port and path), separated by white space: a keyword such
    // as 'unsafe-eval', a bare scheme ('https:') or '*' would open the policy to any script.
    csp_allowed_sources: {
      type: 'string',
      title: 'Allowed sources for custom HTML (Content-Security-Policy)',
      maxLength: 2000,
      pattern: CSP_SOURCES_PATTERN,
      default: '',
      'x-visibility': 'admin'
    }
  }
} as const;

export type CustomCssHtmlSettings = FromSchema<typeof customCssHtmlSettings>;
