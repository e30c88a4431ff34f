import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { connectorListSchema, userCenterAgentSchema, type Connector, type UserCenterAgent } from '../../../../schemas/api/user-center.ts';

/**
 * Answer's user-center and login-connector endpoints. Quorum signs members in only with its own
 * accounts, so these answer as Answer does with no such plugin enabled: Answer's UI asks on
 * every page and would otherwise meet a 404 each time. (The admin side is the admin plugin's.)
 */
export function userCenterRoutes(): RouteDefinition<any, any>[] {
  const noAgent: UserCenterAgent = { enabled: false, agent_info: null };
  const noConnectors: Connector[] = [];
  return [
    defineRoute({ method: 'get', path: '/user-center/agent', access: 'public', response: userCenterAgentSchema, handler: () => noAgent }),
    defineRoute({ method: 'get', path: '/connector/info', access: 'public', response: connectorListSchema, handler: () => noConnectors }),
  ];
}
