import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { connectorListSchema, userCenterAdminAgentSchema, userCenterAgentSchema, type Connector, type UserCenterAdminAgent, type UserCenterAgent } from '../../schemas/api/user-center.ts';

/**
 * Answer's user-center and login-connector endpoints. Quorum signs members in only with its own
 * accounts, so these answer as Answer does with no such plugin enabled: Answer's UI asks on
 * every page and would otherwise meet a 404 each time.
 */
export function userCenterRoutes(): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const noAgent: UserCenterAgent = { enabled: false, agent_info: null };
  const noConnectors: Connector[] = [];
  // Without a user center every user-management action stays with the site's admins.
  const siteManagesUsers: UserCenterAdminAgent = {
    allow_create_user: true, allow_update_user_status: true, allow_update_user_password: true, allow_update_user_role: true,
  };
  return {
    api: [
      defineRoute({ method: 'get', path: '/user-center/agent', access: 'public', response: userCenterAgentSchema, handler: () => noAgent }),
      defineRoute({ method: 'get', path: '/connector/info', access: 'public', response: connectorListSchema, handler: () => noConnectors }),
    ],
    admin: [
      defineRoute({ method: 'get', path: '/user-center/agent', access: 'admin', response: userCenterAdminAgentSchema, handler: () => siteManagesUsers }),
    ],
  };
}
