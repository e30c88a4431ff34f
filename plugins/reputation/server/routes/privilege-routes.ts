import { InputError, defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { PRIVILEGE_ACTIONS, type PrivilegeAction } from '../../schemas/privileges.ts';
import { permissionSchema, type PermissionMap } from '../../../../schemas/api/permission.ts';
import type { PrivilegeService } from '../privilege-rules.ts';

/** At most this many actions in one `permission` call (Answer's list has 38). */
const MAX_ACTIONS = 50;

const permissionQuery = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;

/**
 * `GET permission?action=a,b` (Answer's PermissionController): for each action whether the
 * viewer may do it, and when not, why (the reputation it needs). Visitors may do nothing.
 */
export function privilegeRoutes(privileges: PrivilegeService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, { action: string }>({
      method: 'get', path: '/permission', access: 'optional', query: permissionQuery, response: permissionSchema,
      handler: async ({ query, user, req }) => {
        const actions = [...new Set(query.action.split(',').map((a) => a.trim()))];
        const unknown = actions.find((a) => !PRIVILEGE_ACTIONS.includes(a as PrivilegeAction));
        if (unknown !== undefined || actions.length > MAX_ACTIONS) throw InputError.field('base.request_format_error', 'action');
        const out: PermissionMap = {};
        for (const action of actions) out[action] = await privileges.tip(user, action as PrivilegeAction, req.quorum.language);
        return out;
      },
    }),
  ];
}
