import type { FromSchema } from 'json-schema-to-ts';

/**
 * `{site_url}` in the robots text stands for the site's address (general settings), so the
 * default can name the sitemap before anyone has typed the address in.
 */
export const SITE_URL_PLACEHOLDER = '{site_url}';

/** The 'SEO' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const seoSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/site_seo',
  title: 'SEO',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [
    'permalink'
  ],
  properties: {
    // Answer's styles: 1 id and title, 2 id, 3 short id and title, 4 short id (the form names them).
    permalink: {
      type: 'integer',
      title: 'Permalink',
      enum: [1, 2, 3, 4],
      default: 1
    },
    robots: {
      type: 'string',
      title: 'robots.txt',
      maxLength: 65536,
      default: 'User-agent: *\nDisallow: /admin\nDisallow: /search\nDisallow: /review\nDisallow: /users/login\nDisallow: /users/register\nDisallow: /users/account-recovery\nDisallow: /users/oauth/*\nDisallow: /users/*/*\nDisallow: /answer/api\nDisallow: /*?code*\n\nSitemap: {site_url}/sitemap.xml\n'
    }
  }
} as const;

export type SeoSettings = FromSchema<typeof seoSettings>;
