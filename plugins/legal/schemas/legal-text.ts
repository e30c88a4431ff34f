import type { FromSchema } from 'json-schema-to-ts';

/*
 * What GET siteinfo/legal answers, written once: the route declares these and the /tos and
 * /privacy pages (the web half) read the same type. Pure data.
 */

export const LEGAL_TYPES = ['tos', 'privacy'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

export const legalQuery = {
  type: 'object',
  required: ['info_type'],
  properties: { info_type: { enum: LEGAL_TYPES } },
} as const;

const text = { type: 'string' } as const;

/** One text, as written and rendered: only the asked type's pair is present. */
export const legalTextSchema = {
  type: 'object',
  properties: {
    terms_of_service_original_text: text, terms_of_service_parsed_text: text,
    privacy_policy_original_text: text, privacy_policy_parsed_text: text,
  },
  additionalProperties: false,
} as const;

export type LegalText = FromSchema<typeof legalTextSchema>;
