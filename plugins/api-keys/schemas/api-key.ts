import type { FromSchema } from 'json-schema-to-ts';

/**
 * The admin's API key routes (Answer 2.0's `admin/api/api-key…` shapes), for the server and the
 * admin screen. Pure data and types: the browser bundle imports it. The key itself is answered
 * once, by the create call; lists carry a masked hint.
 */

export const API_KEY_SCOPES = ['read-only', 'global'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const DESCRIPTION_MAX = 150;

const id = { type: 'integer', minimum: 1 } as const;
const description = { type: 'string', minLength: 1, maxLength: DESCRIPTION_MAX, pattern: '\\S' } as const;
const time = { type: 'integer', minimum: 0 } as const;

export const apiKeyCreateBody = {
  type: 'object',
  required: ['description', 'scope'],
  properties: { description, scope: { enum: API_KEY_SCOPES } },
  additionalProperties: false,
} as const;
export type ApiKeyCreateBody = FromSchema<typeof apiKeyCreateBody>;

export const apiKeyUpdateBody = {
  type: 'object',
  required: ['id', 'description'],
  properties: { id, description },
  additionalProperties: false,
} as const;
export type ApiKeyUpdateBody = FromSchema<typeof apiKeyUpdateBody>;

export const apiKeyIdBody = { type: 'object', required: ['id'], properties: { id }, additionalProperties: false } as const;
export type ApiKeyIdBody = FromSchema<typeof apiKeyIdBody>;

export const apiKeySchema = {
  type: 'object',
  required: ['id', 'access_key', 'description', 'scope', 'created_at', 'last_used_at'],
  properties: {
    id: { type: 'integer' },
    /** A hint to tell keys apart (`sk_1a2b********9f8e`), never the key. */
    access_key: { type: 'string' },
    description: { type: 'string' },
    scope: { enum: API_KEY_SCOPES },
    created_at: time,
    /** 0: never used. Noted at most once a minute per key. */
    last_used_at: time,
  },
  additionalProperties: false,
} as const;
export type ApiKey = FromSchema<typeof apiKeySchema>;

export const apiKeyListSchema = { type: 'array', items: apiKeySchema } as const;

/** The create call's answer: the key, this one time. */
export const apiKeyCreatedSchema = {
  type: 'object',
  required: ['access_key'],
  properties: { access_key: { type: 'string' } },
  additionalProperties: false,
} as const;
export type ApiKeyCreated = FromSchema<typeof apiKeyCreatedSchema>;
