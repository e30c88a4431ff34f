import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGE_CODES } from './languages.ts';

/** The wizard's site-and-admin step (`POST /installation/base-info`); `quorum init` checks its flags with the same schema. */
export const baseInfoSchema = {
  type: 'object',
  required: ['lang', 'site_name', 'site_url', 'contact_email', 'name', 'password', 'email'],
  properties: {
    lang: { enum: LANGUAGE_CODES },
    site_name: { type: 'string', minLength: 1, maxLength: 30, notBlank: true },
    site_url: { type: 'string', maxLength: 512, format: 'uri', pattern: '^https?://' },
    contact_email: { type: 'string', maxLength: 500, format: 'email' },
    name: { type: 'string', minLength: 2, maxLength: 30, pattern: '^[\\w.\\- ]{2,30}$' },
    password: { type: 'string', minLength: 8, maxLength: 32 },
    email: { type: 'string', maxLength: 500, format: 'email' },
    login_required: { type: 'boolean', default: false },
  },
} as const;
export type BaseInfo = FromSchema<typeof baseInfoSchema, { keepDefaultedPropertiesOptional: true }>;
