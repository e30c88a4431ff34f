import type { FromSchema } from 'json-schema-to-ts';

/**
 * `GET permission?action=a,b` (Answer's map of GetPermissionResp): whether the caller may take each
 * action, and if not, why. The answer belongs to the privileges port's contract, so the screens that
 * ask (the ask page, the tag box) read it from here and need not name the plugin that answers.
 */
export const permissionSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    required: ['has_permission', 'no_permission_tip'],
    properties: { has_permission: { type: 'boolean' }, no_permission_tip: { type: 'string' } },
    additionalProperties: false,
  },
} as const;
export type PermissionMap = FromSchema<typeof permissionSchema>;
