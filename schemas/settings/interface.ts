import type { FromSchema } from 'json-schema-to-ts';

/** The 'Interface' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const interfaceSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/interface',
  title: 'Interface',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [
    'language',
    'time_zone'
  ],
  properties: {
    language: {
      type: 'string',
      title: 'Language',
      enum: [
        'en_US',
        'zh_CN'
      ],
      default: 'en_US'
    },
    time_zone: {
      type: 'string',
      title: 'Time zone',
      minLength: 1,
      maxLength: 128,
      // drawn as a choice of the browser's IANA zones (the value stays a plain name)
      'x-widget': 'time-zone',
      default: 'UTC'
    },
    default_avatar: {
      type: 'string',
      title: 'Default avatar',
      enum: [
        'system',
        'gravatar'
      ],
      default: 'system'
    }
  }
} as const;

export type InterfaceSettings = FromSchema<typeof interfaceSettings>;
