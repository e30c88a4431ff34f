import type { FromSchema } from 'json-schema-to-ts';

/**
 * Answer's user-center and login-connector answers. Quorum has no user-center plugin, so the
 * agent says what Answer says when none is enabled; Answer's UI asks on every page and needs it.
 */
export const userCenterAgentSchema = {
  type: 'object',
  required: ['enabled', 'agent_info'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean', const: false }, agent_info: { type: 'null' } },
} as const;

/** One of the two settings pages a user center may take over; never taken over without one. */
const settingAgentSchema = {
  type: 'object',
  required: ['enabled', 'redirect_url'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean', const: false }, redirect_url: { type: 'string', const: '' } },
} as const;

/** GET user-center/user/settings: which of the member's settings pages a user center handles (none). */
export const userCenterUserSettingsSchema = {
  type: 'object',
  required: ['profile_setting_agent', 'account_setting_agent'],
  additionalProperties: false,
  properties: { profile_setting_agent: settingAgentSchema, account_setting_agent: settingAgentSchema },
} as const;

/** GET user-center/personal/branding: the links a user center adds to a profile (none). */
export const userCenterBrandingSchema = {
  type: 'object',
  required: ['enabled', 'personal_branding'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean', const: false }, personal_branding: { type: 'array', maxItems: 0 } },
} as const;

/** GET connector/info: the enabled login connectors (name, logo SVG, login link). */
export const connectorListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'icon', 'link'],
    additionalProperties: false,
    properties: { name: { type: 'string' }, icon: { type: 'string' }, link: { type: 'string' } },
  },
} as const;

/** Admin GET user-center/agent: which user-management actions stay with the site. */
export const userCenterAdminAgentSchema = {
  type: 'object',
  required: ['allow_create_user', 'allow_update_user_status', 'allow_update_user_password', 'allow_update_user_role'],
  additionalProperties: false,
  properties: {
    allow_create_user: { type: 'boolean' },
    allow_update_user_status: { type: 'boolean' },
    allow_update_user_password: { type: 'boolean' },
    allow_update_user_role: { type: 'boolean' },
  },
} as const;

export type UserCenterAgent = FromSchema<typeof userCenterAgentSchema>;
export type UserCenterUserSettings = FromSchema<typeof userCenterUserSettingsSchema>;
export type UserCenterBranding = FromSchema<typeof userCenterBrandingSchema>;
export type Connector = FromSchema<typeof connectorListSchema.items>;
export type UserCenterAdminAgent = FromSchema<typeof userCenterAdminAgentSchema>;
