import type { FromSchema } from 'json-schema-to-ts';

/** The 'Users' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const usersSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/users',
  title: 'Users',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [],
  properties: {
    gravatar_base_url: {
      type: 'string',
      title: 'Gravatar base URL',
      maxLength: 512,
      default: 'https://www.gravatar.com/avatar/'
    },
    allow_update_display_name: {
      type: 'boolean',
      default: true,
      title: 'Allow update display name'
    },
    allow_update_username: {
      type: 'boolean',
      default: true,
      title: 'Allow update username'
    },
    allow_update_avatar: {
      type: 'boolean',
      default: true,
      title: 'Allow update avatar'
    },
    allow_update_bio: {
      type: 'boolean',
      default: true,
      title: 'Allow update bio'
    },
    allow_update_website: {
      type: 'boolean',
      default: true,
      title: 'Allow update website'
    },
    allow_update_location: {
      type: 'boolean',
      default: true,
      title: 'Allow update location'
    }
  }
} as const;

export type UsersSettings = FromSchema<typeof usersSettings>;
