import type { FromSchema } from 'json-schema-to-ts';

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
