import type { FromSchema } from 'json-schema-to-ts';

/**
 * What Answer 2.0's plugin API tells a browser about the captcha, embed and sidebar plugins
 * (`captcha/config`, `embed/config`, `sidebar/config`), in Answer's shapes. Pure data and types.
 */

/** The site's captcha plugin; `slug_name` '' and `config` null when there is none (Answer's answer). */
export const captchaConfigSchema = {
  type: 'object',
  required: ['slug_name', 'config'],
  additionalProperties: false,
  properties: { slug_name: { type: 'string' }, config: { type: ['object', 'null'] } },
} as const;
export type CaptchaConfig = FromSchema<typeof captchaConfigSchema>;

/** Each embed platform and whether it is on; Answer answers `[]` without an embed plugin. */
export const embedConfigSchema = {
  type: 'array',
  items: {
    type: 'object', required: ['platform', 'enable'], additionalProperties: false,
    properties: { platform: { type: 'string' }, enable: { type: 'boolean' } },
  },
} as const;
export type EmbedConfig = FromSchema<typeof embedConfigSchema>;

/** The sidebar plugin's tags and links; `{tags: null, links_text: ''}` without one (Answer's answer). */
export const sidebarConfigSchema = {
  type: 'object',
  required: ['tags', 'links_text'],
  additionalProperties: false,
  properties: { tags: { type: ['array', 'null'], items: { type: 'object' } }, links_text: { type: 'string' } },
} as const;
export type SidebarConfig = FromSchema<typeof sidebarConfigSchema>;
