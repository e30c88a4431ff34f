import { api, apiKey, type CaptchaAnswer } from '../../../web/src/sdk';
import { INVITEES_MAX, type Invitee } from '../schemas/question-invite';

export { INVITEES_MAX, type Invitee };

/** The SWR key of a question's invitees (`GET question/invite`). */
export const inviteesKey = (questionId: string) => apiKey('/question/invite', { id: questionId });

export const inviteApi = {
  /** Sets the whole list, by username (`PUT question/invite`). */
  set: (questionId: string, usernames: string[], captcha?: CaptchaAnswer) => api.put('/question/invite', { id: questionId, invite_user: usernames, ...captcha }),
  /** Members whose username starts with `prefix` (the picker's suggestions). */
  search: (prefix: string) => api.get<Invitee[]>('/user/info/search', { username: prefix }, { ignore50x: true }).catch(() => [] as Invitee[]),
};
