import { adminApi, adminKey } from '../../api/client';
import type { Params } from '../../api/request';
import type { LabelValue, Paged } from '../../app/types';
import type { ActivationUrl, CreateUserBody, EditUserProfileBody, UserPasswordBody, UserRoleBody, UserStatusBody } from '../../../../schemas/api/admin-users';

export { SUSPEND_DURATIONS } from '../../../../schemas/api/admin-users';
export { USER_STATUSES } from '../../../../schemas/api/user';
export type { AdminPlugin, PluginConfig } from '../../../../schemas/api/plugins';
export type { UserStatusName as UserStatus } from '../../../../schemas/api/user';
export type { AdminUser, Role, SuspendDuration } from '../../../../schemas/api/admin-users';

/** A role's name in the interface language (the server sends Answer's English names). */
export const roleLabel = (t: (key: string, options: { defaultValue: string }) => string, name: string) =>
  t(`admin.roles.${name.toLowerCase()}`, { defaultValue: name });

export const ADMIN_USERS_PAGE_SIZE = 15;

export const adminKeys = {
  settings: (endpoint: string) => adminKey(endpoint),
  users: (params: Params) => adminKey('/users/page', params),
  user: (userId: string) => adminKey('/user', { user_id: userId }),
  roles: () => adminKey('/roles'),
  plugins: () => adminKey('/plugins'),
  pluginConfig: (slug: string) => adminKey('/plugin/config', { plugin_slug_name: slug }),
  dashboard: () => adminKey('/dashboard'),
  nextSteps: () => adminKey('/dashboard/next-steps'),
  languageOptions: () => adminKey('/language/options'),
};

export const adminUsersApi = {
  setStatus: (body: UserStatusBody) => adminApi.put<null>('/user/status', body),
  setRole: (body: UserRoleBody) => adminApi.put<null>('/user/role', body),
  setPassword: (body: UserPasswordBody) => adminApi.put<null>('/user/password', body),
  create: (body: CreateUserBody) => adminApi.post<null>('/user', body),
  /** Many users, one `display name, e-mail, password` a line; refused lines come back as field errors on `users`. */
  createMany: (users: string) => adminApi.post<null>('/users', { users }),
  editProfile: (body: EditUserProfileBody) => adminApi.put<null>('/user/profile', body),
  activationLink: (userId: string) => adminApi.get<ActivationUrl>('/user/activation', { user_id: userId }),
  sendActivation: (userId: string) => adminApi.post<null>('/user/activation', { user_id: userId }),
};

export const adminSettingsApi = {
  save: (endpoint: string, body: Record<string, unknown>) => adminApi.put<null>(endpoint, body),
};

export const adminPluginsApi = {
  setEnabled: (slug: string, enabled: boolean) => adminApi.put<null>('/plugin/status', { plugin_slug_name: slug, enabled }),
  saveConfig: (slug: string, config: Record<string, unknown>) => adminApi.put<null>('/plugin/config', { plugin_slug_name: slug, config_fields: config }),
};

export type { LabelValue, Paged };
