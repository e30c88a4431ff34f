import type { FromSchema } from 'json-schema-to-ts';

/** The 'Themes' settings group (SPEC §3): the server validates with it, the admin form is drawn from it. */
export const themeSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/theme',
  title: 'Themes',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: [
    'theme'
  ],
  properties: {
    theme: {
      type: 'string',
      title: 'Theme',
      minLength: 1,
      maxLength: 255,
      default: 'default'
    },
    color_scheme: {
      type: 'string',
      title: 'Color scheme',
      enum: [
        'system',
        'light',
        'dark'
      ],
      default: 'system'
    },
    layout: {
      type: 'string',
      title: 'Layout',
      enum: [
        'Full-width',
        'Fixed-width'
      ],
      default: 'Fixed-width'
    },
    theme_config: {
      type: 'object',
      title: 'Theme options',
      default: {
        default: {
          navbar_style: 'colored',
          primary_color: '#0033ff'
        }
      },
      additionalProperties: {
        type: 'object',
        properties: {
          navbar_style: {
            type: 'string',
            enum: [
              'colored',
              'light',
              'dark'
            ]
          },
          primary_color: {
            type: 'string',
            pattern: '^#[0-9a-fA-F]{6}$'
          }
        },
        additionalProperties: false
      }
    }
  }
} as const;

export type ThemeSettings = FromSchema<typeof themeSettings>;
