import type { FromSchema } from 'json-schema-to-ts';

/** The 'SEO' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const siteSeoSettings = {
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
    permalink: {
      type: 'integer',
      title: 'Permalink',
      minimum: 1,
      maximum: 4,
      default: 1
    },
    robots: {
      type: 'string',
      title: 'robots.txt',
      maxLength: 65536,
      default: 'User-agent: *\nDisallow: /admin\nDisallow: /search\nDisallow: /review\nDisallow: /users/login\nDisallow: /users/register\nDisallow: /users/account-recovery\nDisallow: /users/oauth/*\nDisallow: /users/*/*\nDisallow: /answer/api\nDisallow: /*?code*\n'
    }
  }
} as const;

export type SiteSeoSettings = FromSchema<typeof siteSeoSettings>;
