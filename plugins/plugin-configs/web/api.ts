import { api, apiKey } from '../../../web/src/sdk';
import type { UserPlugin, UserPluginConfig } from '../schemas/member-settings';

export type { UserPlugin, UserPluginConfig };

/** The swr keys of the plugins with member settings, and of one plugin's form. */
export const memberSettingsKeys = {
  plugins: () => apiKey('/user/plugin/configs'),
  form: (slug: string) => apiKey('/user/plugin/config', { plugin_slug_name: slug }),
};

export const saveMemberSettings = (slug: string, values: Record<string, unknown>) =>
  api.put<null>('/user/plugin/config', { plugin_slug_name: slug, config_fields: values });

/** Where a plugin's member settings are drawn (Answer's path). */
export const memberSettingsPath = (slug: string) => `/users/settings/${encodeURIComponent(slug)}`;
