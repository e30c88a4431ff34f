import type { FromSchema } from 'json-schema-to-ts';

/** One theme's options (Answer's `theme_config.<theme>`); the admin form labels each value. */
const themeOptions = {
  type: 'object',
  properties: {
    navbar_style: {
      type: 'string',
      title: 'Navigation bar',
      enum: [
        'colored',
        'light',
        'dark'
      ],
      default: 'colored'
    },
    primary_color: {
      type: 'string',
      title: 'Primary color',
      pattern: '^#[0-9a-fA-F]{6}$',
      default: '#0033ff'
    }
  },
  additionalProperties: false
} as const;

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
    // The themes this plugin draws (one so far); Answer's other theme names would need their styles.
    theme: {
      type: 'string',
      title: 'Theme',
      enum: [
        'default'
      ],
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
      // The default theme's options are a named part of the form; options kept for other theme
      // names (Answer's config carries them) are accepted and kept as they are.
      properties: {
        default: {
          ...themeOptions,
          title: 'Default theme'
        }
      },
      additionalProperties: themeOptions
    }
  }
} as const;

export type ThemeSettings = FromSchema<typeof themeSettings>;
