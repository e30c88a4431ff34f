import { api, apiKey } from '../../api/client';
import type { CurrentUser } from '../../app/types';
import type { CaptchaAnswer, EmailChangeBody, LoginBody, RegisterBody, ReplacementBody, ResetBody } from '../../../../schemas/api/account-bodies';

export const accountKeys = {
  userInfo: () => apiKey('/user/info'),
};

export const accountApi = {
  login: (body: LoginBody) => api.post<CurrentUser>('/user/login/email', body),
  register: (body: RegisterBody) => api.post<CurrentUser>('/user/register/email', body),
  requestPasswordReset: (body: ResetBody) => api.post<null>('/user/password/reset', body),
  replacePassword: (body: ReplacementBody) => api.post<null>('/user/password/replacement', body),
  /** Whether a reset link's code still works (nothing is used up). */
  passwordResetCodeLive: (code: string) => api.post<{ live: boolean }>('/user/password/replacement/check', { code }),
  /** Activation link `/users/account-activation?code=` → a fresh login. */
  verifyEmail: (code: string) => api.post<CurrentUser>('/user/email/verification', { code }),
  resendActivation: (body: CaptchaAnswer) => api.post<null>('/user/email/verification/send', body),
  mailDelivery: () => api.get<{ mail_leaves_site: boolean }>('/user/email/delivery'),
  requestEmailChange: (body: EmailChangeBody) => api.post<null>('/user/email/change/code', body),
  confirmNewEmail: (code: string) => api.put<CurrentUser>('/user/email', { code }),
  unsubscribe: (code: string) => api.put<null>('/user/notification/unsubscribe', { code }),
};
