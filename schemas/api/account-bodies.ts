import type { FromSchema } from 'json-schema-to-ts';

/**
 * Limits of what a member may type into account forms (SPEC §5, Answer's request structs).
 * The server's body schemas below are built from them and the browser's form checks read the
 * same numbers, so the two cannot drift.
 */
export const ACCOUNT_LIMITS = {
  nameMax: 30,
  usernameMax: 30,
  displayNameMax: 30,
  /** Admin-created accounts: the looser reading of SPEC §5 asks for at least 3 characters. */
  adminDisplayNameMin: 3,
  passwordMin: 8,
  passwordMax: 32,
  emailMax: 500,
  bioMax: 4096,
  websiteMax: 500,
  locationMax: 100,
  avatarUrlMax: 1024,
} as const;

/** The characters of a username: lowercase letters, digits, dot, underscore and hyphen. */
export const USERNAME_CHARACTERS = 'a-z0-9._-';
export const USERNAME_PATTERN = `^[${USERNAME_CHARACTERS}]+$`;

const L = ACCOUNT_LIMITS;
const newPassword = { type: 'string', minLength: L.passwordMin, maxLength: L.passwordMax } as const;
const email = { type: 'string', maxLength: L.emailMax, format: 'email' } as const;

export const captchaFields = {
  captcha_id: { type: 'string', maxLength: 100 },
  captcha_code: { type: 'string', maxLength: 100 },
} as const;

export const registerBody = {
  type: 'object',
  required: ['name', 'e_mail', 'pass'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: L.nameMax, notBlank: true },
    e_mail: email,
    pass: newPassword,
    ...captchaFields,
  },
} as const;

export const loginBody = {
  type: 'object',
  required: ['e_mail', 'pass'],
  properties: {
    e_mail: { type: 'string', minLength: 1, maxLength: L.emailMax },
    pass: { type: 'string', minLength: 1, maxLength: L.passwordMax },
    ...captchaFields,
  },
} as const;

export const codeBody = { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 500 } } } as const;

export const resetBody = { type: 'object', required: ['e_mail'], properties: { e_mail: email, ...captchaFields } } as const;

export const replacementBody = {
  type: 'object',
  required: ['code', 'pass'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 100 }, pass: newPassword },
} as const;

export const emailChangeBody = {
  type: 'object',
  required: ['e_mail'],
  properties: { e_mail: email, pass: { type: 'string', maxLength: L.passwordMax }, ...captchaFields },
} as const;

export const AVATAR_TYPES = ['system', 'gravatar', 'custom', 'default'] as const;

export const profileBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    display_name: { type: 'string', minLength: 1, maxLength: L.displayNameMax, notBlank: true },
    username: { type: 'string', minLength: 1, maxLength: L.usernameMax, pattern: USERNAME_PATTERN },
    avatar: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { enum: AVATAR_TYPES },
        gravatar: { type: 'string', maxLength: L.avatarUrlMax },
        custom: { type: 'string', maxLength: L.avatarUrlMax },
      },
    },
    bio: { type: 'string', maxLength: L.bioMax },
    website: { anyOf: [{ type: 'string', maxLength: 0 }, { type: 'string', maxLength: L.websiteMax, format: 'uri', pattern: '^https?://' }] },
    location: { type: 'string', maxLength: L.locationMax },
  },
} as const;

export const passwordChangeBody = {
  type: 'object',
  required: ['pass'],
  properties: { old_pass: { type: 'string', maxLength: L.passwordMax }, pass: newPassword, ...captchaFields },
} as const;

export const INTERFACE_LANGUAGES = ['Default', 'en_US', 'zh_CN'] as const;

export const interfaceBody = {
  type: 'object',
  required: ['language'],
  properties: { language: { enum: INTERFACE_LANGUAGES }, color_scheme: { type: 'string', maxLength: 100 } },
} as const;

export type RegisterBody = FromSchema<typeof registerBody>;
export type LoginBody = FromSchema<typeof loginBody>;
export type ResetBody = FromSchema<typeof resetBody>;
export type ReplacementBody = FromSchema<typeof replacementBody>;
export type EmailChangeBody = FromSchema<typeof emailChangeBody>;
export type ProfileBody = FromSchema<typeof profileBody>;
export type PasswordChangeBody = FromSchema<typeof passwordChangeBody>;
export type InterfaceBody = FromSchema<typeof interfaceBody>;
export type CaptchaAnswer = FromSchema<{ type: 'object'; properties: typeof captchaFields }>;
