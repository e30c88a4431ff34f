import type { FromSchema } from 'json-schema-to-ts';

/** GET connector/user/info: every provider, and whether the signed-in member is linked to it. */
export const connectorUserInfoSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'icon', 'link', 'binding', 'external_id'],
    additionalProperties: false,
    properties: {
      name: { type: 'string' },
      icon: { type: 'string' },
      /** Linked: the provider's sign-in link; not linked: a one-time link that links it to this account. */
      link: { type: 'string' },
      binding: { type: 'boolean' },
      external_id: { type: 'string' },
    },
  },
} as const;
export type ConnectorUserInfo = FromSchema<typeof connectorUserInfoSchema.items>;

/** POST connector/binding/email: the e-mail of a person whose provider gave none (or none verified). */
export const bindingEmailBody = {
  type: 'object',
  required: ['binding_key', 'email'],
  properties: {
    binding_key: { type: 'string', minLength: 2, maxLength: 100 },
    email: { type: 'string', format: 'email', minLength: 2, maxLength: 512 },
    must: { type: 'boolean' },
  },
} as const;
export type BindingEmailBody = FromSchema<typeof bindingEmailBody>;

export const bindingEmailSchema = {
  type: 'object',
  required: ['email_exist_and_must_be_confirmed', 'access_token'],
  additionalProperties: false,
  properties: {
    /** The address has an account: the person signs in to it and links the provider from the account page. */
    email_exist_and_must_be_confirmed: { type: 'boolean' },
    access_token: { type: 'string' },
  },
} as const;
export type BindingEmail = FromSchema<typeof bindingEmailSchema>;

export const unbindingBody = {
  type: 'object',
  required: ['external_id'],
  properties: { external_id: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;
export type UnbindingBody = FromSchema<typeof unbindingBody>;

/** What `?connector_error=` on the login page can say (its texts are the shell's `login.connector_error.*`). */
export const CONNECTOR_ERRORS = [
  'state_invalid', 'nonce_invalid', 'code_invalid', 'provider_unavailable', 'provider_misconfigured', 'provider_refused',
  'email_unverified', 'email_domain', 'registration_closed', 'account_unavailable', 'already_linked', 'failed',
] as const;
export type ConnectorErrorKind = (typeof CONNECTOR_ERRORS)[number];
