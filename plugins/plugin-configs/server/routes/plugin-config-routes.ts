import { defineRoute, type Captcha, type RouteDefinition } from '../../../../kernel/api.ts';
import { captchaConfigSchema, embedConfigSchema, sidebarConfigSchema, type CaptchaConfig, type EmbedConfig, type SidebarConfig } from '../../schemas/plugin-config.ts';

/**
 * What Answer 2.0's plugin API tells a browser about its captcha, embed and sidebar plugins
 * (`plugin_api_router.go`): reachable by anyone, even on a site that requires login, as there.
 * Quorum has no embed or sidebar plugin (the custom sidebar is HTML of the admin's, not Answer's
 * tag and link list), so those answer as Answer does without one.
 */
export function pluginConfigRoutes(captcha: () => Captcha | undefined): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/captcha/config', access: 'public', response: captchaConfigSchema,
      // Quorum's captchas are drawn by the server and need no settings in the browser (Answer's
      // basic captcha's config is empty too).
      handler: (): CaptchaConfig => ({ slug_name: captcha()?.id ?? '', config: null }),
    }),
    defineRoute({
      method: 'get', path: '/embed/config', access: 'public', response: embedConfigSchema,
      handler: (): EmbedConfig => [],
    }),
    defineRoute({
      method: 'get', path: '/sidebar/config', access: 'public', response: sidebarConfigSchema,
      handler: (): SidebarConfig => ({ tags: null, links_text: '' }),
    }),
  ];
}
