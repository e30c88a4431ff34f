import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { nullSchema } from '../../../../schemas/api/common.ts';
import {
  userPluginConfigBodySchema, userPluginConfigQuerySchema, userPluginConfigSchema, userPluginListSchema,
  type UserPluginConfigBody, type UserPluginConfigQuery,
} from '../../schemas/member-settings.ts';
import type { MemberSettingsService } from '../member-settings-service.ts';

/**
 * A member's own plugin settings (Answer 2.0's `user/plugin/*`). Signed-in members, unverified
 * ones included, as the settings page's other routes (`user/notification/config`,
 * `user/interface`) take them in Quorum; each reads and writes only their own.
 */
export function memberSettingsRoutes(settings: MemberSettingsService): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/user/plugin/configs', access: 'member', response: userPluginListSchema,
      handler: ({ req }) => settings.list(req.quorum.language),
    }),
    defineRoute<unknown, UserPluginConfigQuery>({
      method: 'get', path: '/user/plugin/config', access: 'member', query: userPluginConfigQuerySchema, response: userPluginConfigSchema,
      handler: ({ query, user, req }) => settings.form(query.plugin_slug_name, user!.id, req.quorum.language),
    }),
    defineRoute<UserPluginConfigBody>({
      method: 'put', path: '/user/plugin/config', access: 'member', body: userPluginConfigBodySchema, response: nullSchema,
      handler: async ({ body, user }) => {
        await settings.save(body.plugin_slug_name, user!.id, body.config_fields);
        return null;
      },
    }),
  ];
}
