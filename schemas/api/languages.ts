import type { FromSchema } from 'json-schema-to-ts';

/** The interface languages a site offers (server catalogues and the web's alike). */
export const LANGUAGE_CODES = ['en_US', 'zh_CN'] as const;

/** `language/options` (site, admin and installer alike): the interface languages offered. */
export const languageOptionsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['label', 'value'],
    properties: { label: { type: 'string' }, value: { type: 'string' } },
    additionalProperties: false,
  },
} as const;

export type LanguageOptions = FromSchema<typeof languageOptionsSchema>;
export type LanguageOption = LanguageOptions[number];
