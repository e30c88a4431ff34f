import { api, apiKey } from '../../api/client';
import type { Avatar, LabelValue } from '../../app/types';

export type AvatarType = 'system' | 'gravatar' | 'custom';

export interface ProfileBody {
  display_name: string;
  username: string;
  avatar: { type: AvatarType; gravatar: string; custom: string };
  bio: string;
  website: string;
  location: string;
}

/** A notification setting is a boolean, or `{ enable }` in newer servers. */
export type NotifyValue = boolean | { enable: boolean; [k: string]: unknown };
export type NotifyConfig = Record<string, NotifyValue>;

export const settingsKeys = {
  languageOptions: () => apiKey('/language/options'),
  notifyConfig: () => apiKey('/user/notification/config'),
};

export const settingsApi = {
  updateProfile: (body: ProfileBody) => api.put<null>('/user/info', body),
  changePassword: (body: { old_pass: string; pass: string }) => api.put<null>('/user/password', body),
  requestEmailChange: (body: { e_mail: string; pass: string }) => api.post<null>('/user/email/change/code', body),
  updateInterface: (language: string) => api.put<null>('/user/interface', { language }),
  updateNotify: (body: NotifyConfig) => api.put<null>('/user/notification/config', body),
  /** POST file (multipart, source avatar) → URL */
  uploadAvatar: (file: File): Promise<string> => {
    const form = new FormData();
    form.append('source', 'avatar');
    form.append('file', file);
    return api.post<string>('/file', form);
  },
};

export function avatarOf(avatar: Avatar | undefined): ProfileBody['avatar'] {
  if (avatar && typeof avatar === 'object') {
    const type = (avatar.type || 'system') as AvatarType;
    return { type, gravatar: avatar.gravatar ?? '', custom: avatar.custom ?? '' };
  }
  return { type: avatar ? 'custom' : 'system', gravatar: '', custom: avatar ?? '' };
}

export type { LabelValue };
