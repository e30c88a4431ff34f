import { adminApi, adminKey } from '../../api/client';
import type { Params } from '../../api/request';
import type { LabelValue, Paged } from '../../app/types';

export type UserStatus = 'normal' | 'suspended' | 'deleted' | 'inactive';
export const USER_STATUSES: UserStatus[] = ['normal', 'suspended', 'deleted', 'inactive'];
export const SUSPEND_DURATIONS = ['24h', '48h', '72h', '7d', '14d', '1m', '2m', '3m', '6m', '1y', 'forever'] as const;
export type SuspendDuration = (typeof SUSPEND_DURATIONS)[number];

export interface AdminUser {
  user_id: string;
  username: string;
  display_name: string;
  e_mail: string;
  status: UserStatus;
  role_id: number;
  role_name: string;
  rank: number;
  created_at: number;
  avatar?: string;
}

/** A role's name in the interface language (the server sends Answer's English names). */
export const roleLabel = (t: (key: string, options: { defaultValue: string }) => string, name: string) =>
  t(`admin.roles.${name.toLowerCase()}`, { defaultValue: name });

export interface Role {
  id: number;
  name: string;
  description: string;
}

export interface AdminPlugin {
  slug_name: string;
  name: string;
  description: string;
  version: string;
  enabled: boolean;
  have_config: boolean;
  core?: boolean;
  quarantined?: boolean;
  error?: string;
}

export interface PluginConfig {
  slug_name: string;
  name: string;
  schema: Record<string, unknown>;
  config: Record<string, unknown>;
}

export const ADMIN_USERS_PAGE_SIZE = 15;

export const adminKeys = {
  settings: (endpoint: string) => adminKey(endpoint),
  users: (params: Params) => adminKey('/users/page', params),
  roles: () => adminKey('/roles'),
  plugins: () => adminKey('/plugins'),
  pluginConfig: (slug: string) => adminKey('/plugin/config', { plugin_slug_name: slug }),
  dashboard: () => adminKey('/dashboard'),
  languageOptions: () => adminKey('/language/options'),
};

export const adminUsersApi = {
  setStatus: (body: { user_id: string; status: UserStatus; suspend_duration?: SuspendDuration; reason?: string }) => adminApi.put<null>('/user/status', body),
  setRole: (body: { user_id: string; role_id: number }) => adminApi.put<null>('/user/role', body),
  setPassword: (body: { user_id: string; password: string }) => adminApi.put<null>('/user/password', body),
  create: (body: { display_name: string; email: string; password: string }) => adminApi.post<null>('/user', body),
};

export const adminSettingsApi = {
  save: (endpoint: string, body: Record<string, unknown>) => adminApi.put<null>(endpoint, body),
};

export const adminPluginsApi = {
  setEnabled: (slug: string, enabled: boolean) => adminApi.put<null>('/plugin/status', { plugin_slug_name: slug, enabled }),
  saveConfig: (slug: string, config: Record<string, unknown>) => adminApi.put<null>('/plugin/config', { plugin_slug_name: slug, config_fields: config }),
};

export type { LabelValue, Paged };
