import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  connectorListSchema, userCenterAgentSchema, userCenterBrandingSchema, userCenterUserSettingsSchema,
  type Connector, type UserCenterAgent, type UserCenterBranding, type UserCenterUserSettings,
} from '../../../../schemas/api/user-center.ts';
import type { GeneralSettings } from '../../../../schemas/settings/general.ts';
import type { LoginConnector } from '../api.ts';

/**
 * Answer's user-center and login-connector endpoints. There is no user-center plugin, so
 * `user-center/agent` answers as Answer does with none enabled (Answer's UI asks on every page),
 * and so do the member's settings agents and a profile's branding, which Answer serves always;
 * `connector/info` lists the buttons of the enabled login connectors (`LoginConnectorPoint`).
 */
export function userCenterRoutes(connectors: () => LoginConnector[], general: () => Promise<GeneralSettings>): RouteDefinition<any, any>[] {
  const noAgent: UserCenterAgent = { enabled: false, agent_info: null };
  const noSettingsAgent: UserCenterUserSettings = {
    profile_setting_agent: { enabled: false, redirect_url: '' },
    account_setting_agent: { enabled: false, redirect_url: '' },
  };
  const noBranding: UserCenterBranding = { enabled: false, personal_branding: [] };
  return [
    defineRoute({ method: 'get', path: '/user-center/agent', access: 'public', response: userCenterAgentSchema, handler: () => noAgent }),
    defineRoute({ method: 'get', path: '/user-center/user/settings', access: 'member', response: userCenterUserSettingsSchema, handler: () => noSettingsAgent }),
    defineRoute({
      method: 'get', path: '/user-center/personal/branding', access: 'optional', response: userCenterBrandingSchema,
      query: { type: 'object', required: ['username'], properties: { username: { type: 'string', minLength: 1, maxLength: 500 } } },
      handler: () => noBranding,
    }),
    defineRoute({
      method: 'get', path: '/connector/info', access: 'public', response: connectorListSchema,
      handler: async (): Promise<Connector[]> => {
        const providers = connectors();
        if (!providers.length) return [];
        const site = (await general()).site_url.replace(/\/+$/, '');
        const buttons = (await Promise.all(providers.map((c) => c.buttons()))).flat();
        return buttons.map((b) => ({ name: b.name, icon: b.icon, link: `${site}/answer/api/v1/connector/login/${encodeURIComponent(b.slug)}` }));
      },
    }),
  ];
}
