import { defineRoute, type RouteDefinition } from '../http/route.ts';
import type { PluginHost } from './plugin-host.ts';
import { pluginStatusListSchema, type PluginStatus } from '../../schemas/api/plugins.ts';

/**
 * GET plugin/status (Answer's shape): the web shell mounts the enabled plugins' web halves from
 * it for every visitor, so it stays in the kernel, where no plugin's failure can take it away.
 * The admin plugin's pages manage plugins through `ctx.plugins`.
 */
export function pluginStatusRoute(host: PluginHost): RouteDefinition<any, any> {
  return defineRoute({
    method: 'get', path: '/plugin/status', access: 'public', response: pluginStatusListSchema,
    // the same for every reader in a language; switching a plugin drops it (Kernel.pluginsChanged)
    visitorCache: { members: 'same' },
    handler: ({ req }): PluginStatus[] =>
      host.list().map((p) => host.describe(p, { language: req.quorum?.language })).map(({ slug_name, name, version, enabled, have_config, description, link, kind }) => ({ slug_name, name, version, enabled, have_config, description, link, kind })),
  });
}
