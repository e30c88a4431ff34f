import { api, apiKey } from '../../api/client';
import type { Avatar, LabelValue } from '../../app/types';
import type { EmailChangeBody, PasswordChangeBody, ProfileBody } from '../../../../schemas/api/account-bodies';

/** A stored avatar choice; the profile page offers all but `default` (nothing chosen yet). */
export type AvatarType = NonNullable<ProfileBody['avatar']>['type'];

/** The profile form's body: every field of the server's profile schema, avatar filled in. */
export type ProfileForm = Required<Omit<ProfileBody, 'avatar'>> & { avatar: { type: AvatarType; gravatar: string; custom: string } };

/** A notification setting is a boolean, or `{ enable }` in newer servers. */
export type NotifyValue = boolean | { enable: boolean; [k: string]: unknown };
export type NotifyConfig = Record<string, NotifyValue>;

export const settingsKeys = {
  languageOptions: () => apiKey('/language/options'),
  notifyConfig: () => apiKey('/user/notification/config'),
};

export const settingsApi = {
  updateProfile: (body: ProfileForm) => api.put<null>('/user/info', body),
  changePassword: (body: PasswordChangeBody) => api.put<null>('/user/password', body),
  requestEmailChange: (body: EmailChangeBody) => api.post<null>('/user/email/change/code', body),
  /** `language` is one of the server's language options, or 'Default'. */
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

export function avatarOf(avatar: Avatar | undefined): ProfileForm['avatar'] {
  if (avatar && typeof avatar === 'object') {
    // `default` (nothing chosen yet) is drawn as the system picture, so the form says so: the
    // page offers no `default` choice and would otherwise show every choice unselected.
    const type = avatar.type === 'default' ? 'system' : avatar.type;
    return { type, gravatar: avatar.gravatar ?? '', custom: avatar.custom ?? '' };
  }
  return { type: avatar ? 'custom' : 'system', gravatar: '', custom: avatar ?? '' };
}

export type { LabelValue };
